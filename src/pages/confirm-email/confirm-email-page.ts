/** Confirm email (/confirm-email): confirms an address when its button is pressed. */
export { ConfirmEmailPage as default } from '@/features/account/screens';
