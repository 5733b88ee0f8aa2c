/** Forgot password (/forgot-password): asks for a reset link. */
export { ForgotPasswordPage as default } from '@/features/account/screens';
