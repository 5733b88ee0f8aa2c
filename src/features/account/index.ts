export { VerifyEmailBanner } from './ui/verify-email-banner';
