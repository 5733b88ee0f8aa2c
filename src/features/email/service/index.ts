/** What other features' services may use of the email service: their public face. */
export { syncInbox } from './email';
