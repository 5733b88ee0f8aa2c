/** Portal > Email (/portal/email): the inbox and its summaries. */
export { EmailPage as default } from '@/features/email/screens';
