export { logout } from './api/auth-requests';
export {
  IdentityButtonProvider,
  type IdentityButton,
  type IdentityButtonProps,
} from './ui/identity/identity-button';
// What the account pages share with sign-up: the password rules, their checklist, the texts.
export { PasswordChecklist } from './ui/password-checklist';
export { passwordRuleProblem } from './model/password';
export { EMAIL_INVALID, EMAIL_REQUIRED, PASSWORDS_DO_NOT_MATCH } from './model/messages';
export { storeSession } from './api/auth-requests';
