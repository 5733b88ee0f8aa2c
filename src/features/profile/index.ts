export {
  accountQuery,
  financialProfileQuery,
  getAccount,
  getFinancialProfile,
  profileKeys,
} from './api/profile.queries';
export {
  createFinancialProfile,
  profileCreateBody,
  saveFinancialProfile,
  useCreateFinancialProfile,
  useSaveFinancialProfile,
  useUpdateAccount,
} from './api/use-profile-mutations';
