/** Sign up (/signup): the auth feature's three steps. */
export { SignupPage as default } from '@/features/auth/screens';
