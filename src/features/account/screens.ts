/**
 * Account upkeep: the screens and parts only the pages layer (src/pages) mounts. They stay out of
 * the index, which other features and the first screens import, so loading the index (in the
 * development server and the tests, where nothing is tree-shaken) never brings them along.
 */
export { ForgotPasswordPage } from './ui/forgot-password-page';
export { ResetPasswordPage } from './ui/reset-password-page';
export { AccountSettingsPage } from './ui/account-settings-page';
export { ConfirmEmailPage } from './ui/confirm-email-page';
export { AccountDeletedPage } from './ui/account-deleted-page';
