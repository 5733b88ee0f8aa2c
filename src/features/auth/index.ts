export { LoginPage } from './ui/login-page';
export { SignupPage } from './ui/signup-page';
export { logout } from './api/auth-requests';
export {
  IdentityButtonProvider,
  type IdentityButton,
  type IdentityButtonProps,
} from './ui/identity/identity-button';
