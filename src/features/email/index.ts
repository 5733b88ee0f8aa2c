export { EmailPage } from './ui/email-page';
