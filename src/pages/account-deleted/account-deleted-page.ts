/** /account-deleted: where Delete my account lands. */
export { AccountDeletedPage as default } from '@/features/account/screens';
