export { ConnectAccountsPage } from './ui/connect-accounts-page';
export { ManageEnrollmentPage } from './ui/manage-enrollment-page';
