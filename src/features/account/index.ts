export { ForgotPasswordPage } from './ui/forgot-password-page';
export { ResetPasswordPage } from './ui/reset-password-page';
export { AccountSettingsPage } from './ui/account-settings-page';
