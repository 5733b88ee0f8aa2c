/**
 * Pages load with their route, through these loaders: the portal shell and My Home import this
 * index for data and parts, and must not bring whole pages onto the portal's first screen.
 */
export const loadConnectAccountsPage = () =>
  import('./ui/connect-accounts-page').then((module) => ({ default: module.ConnectAccountsPage }));
export const loadManageEnrollmentPage = () =>
  import('./ui/manage-enrollment-page').then((module) => ({
    default: module.ManageEnrollmentPage,
  }));
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
export { useEntitlementCheck, useSubscriptionMissing } from './api/use-entitlement';
export { currentSubscription } from './model/current-subscription';
export { planBecomesSentence } from './model/plan-program';
export type { Entitlement, Feature } from './model/entitlements';
export { EntitlementExplanation } from './ui/entitlement-explanation-lazy';
export { SubscriptionBanner, SUBSCRIPTION_BANNER_TITLE } from './ui/subscription-banner';
