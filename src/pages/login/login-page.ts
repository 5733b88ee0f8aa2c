/** Sign in (/login): the auth feature's sign-in form. */
export { LoginPage as default } from '@/features/auth/screens';
