export { accountQuery, getAccount, getFinancialProfile, profileKeys } from './api/profile.queries';
export { createFinancialProfile, profileCreateBody } from './api/default-profile';
export {
  saveFinancialProfile,
  useCreateFinancialProfile,
  useSaveFinancialProfile,
  useUpdateAccount,
} from './api/use-profile-mutations';
export { ProfileBox } from './ui/profile-box';
export { IncomeExpensesBox } from './ui/income-expenses-box';
export { EditIncomeModal } from './ui/edit-income-modal';
export { EditExpensesModal } from './ui/edit-expenses-modal';
export { EditContactModal, type ContactKind } from './ui/edit-contact-modal';
export { IdentityCard } from './ui/identity-card';
export {
  financialProfileQuery,
  useFinancialProfile,
  type FinancialProfileState,
} from './ui/use-financial-profile';
export { PhoneSchema } from './contract';
export {
  PROFILE_IDENTITY_FIELDS,
  ProfileIdentitySchema,
  UsStateSchema,
  UpdateProfileIdentityBodySchema,
  type ProfileIdentity,
  type ProfileIdentityAnswer,
} from './contract/identity';
export { profileIdentityQuery, useSaveProfileIdentity } from './api/use-profile-identity';
export { mailingAddressLines, presentIdentity } from './model/identity';
export { PHONE_INVALID, PHONE_REQUIRED } from './messages';
