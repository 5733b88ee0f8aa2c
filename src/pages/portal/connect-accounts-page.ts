/** Portal > Connect accounts (/portal/connect-accounts). */
export { ConnectAccountsPage as default } from '@/features/enrollment/screens';
