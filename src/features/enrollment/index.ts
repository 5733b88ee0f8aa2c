export { ConnectAccountsPage } from './ui/connect-accounts-page';
export { ManageEnrollmentPage } from './ui/manage-enrollment-page';
export {
  billingStatusQuery,
  connectedAccountsQuery,
  enrollmentKeys,
  getBillingStatus,
  getConnectedAccounts,
  getPaymentMethods,
  getProgram,
  getSubscriptions,
  paymentMethodsQuery,
  programQuery,
  subscriptionsQuery,
} from './api/enrollment.queries';
export {
  attachPaymentMethod,
  cancelSubscription,
  createSetupIntent,
  createSubscription,
  deletePaymentMethod,
  exchangePublicToken,
  setDefaultPaymentMethod,
  updateProgram,
  useAttachPaymentMethod,
  useCancelSubscription,
  useCreateSetupIntent,
  useCreateSubscription,
  useDeletePaymentMethod,
  useExchangePublicToken,
  useSetDefaultPaymentMethod,
  useUpdateProgram,
} from './api/use-enrollment-mutations';
