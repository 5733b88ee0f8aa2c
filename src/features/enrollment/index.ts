export {
  billingStatusQuery,
  connectedAccountsQuery,
  getBillingStatus,
  getConnectedAccounts,
  getPaymentMethods,
  paymentMethodsQuery,
} from './api/enrollment.queries';
export {
  enrollmentKeys,
  getProgram,
  getSubscriptions,
  programQuery,
  subscriptionsQuery,
} from './api/program.queries';
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
export {
  PRACTICE_IN_EVERY_SUBSCRIPTION,
  PRICE_DIFFERENCE_SENTENCE,
  planBecomesSentence,
  planBilledMonthly,
} from './model/plan-program';
export type { Entitlement, Feature } from './model/entitlements';
export { EntitlementExplanation } from './ui/entitlement-explanation-lazy';
export { AccountSubscriptionSection } from './ui/account-subscription-section';
export { SubscriptionBanner, SUBSCRIPTION_BANNER_TITLE } from './ui/subscription-banner';
