/** Reset password (/reset-password): a new password from the emailed link. */
export { ResetPasswordPage as default } from '@/features/account/screens';
