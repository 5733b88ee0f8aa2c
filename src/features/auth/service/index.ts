/** What other features' services may use of the account services: their public face. */
export { lookupKey } from './auth';
export { refreshSessions } from './sessions';
