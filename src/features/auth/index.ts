export { LoginPage } from './ui/login-page';
export { SignupPage } from './ui/signup-page';
