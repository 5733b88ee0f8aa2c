/**
 * The program options, billing through Stripe and the (disabled) bank connection
 * (spec sections 3, 4 and 7), in two parts: `contract/program.ts` (the program and its
 * subscriptions, on the portal's first screen) and `contract/billing.ts` (the rest).
 */
import { billingEndpoints } from './contract/billing';
import { programEndpoints } from './contract/program';

export * from './contract/billing';
export * from './contract/program';

/** Every enrollment endpoint, in the order the API document lists them. */
export const enrollmentEndpoints = {
  getProgram: programEndpoints.getProgram,
  updateProgram: programEndpoints.updateProgram,
  billingStatus: billingEndpoints.billingStatus,
  listPaymentMethods: billingEndpoints.listPaymentMethods,
  listSubscriptions: programEndpoints.listSubscriptions,
  createSubscription: billingEndpoints.createSubscription,
  cancelSubscription: billingEndpoints.cancelSubscription,
  createSetupIntent: billingEndpoints.createSetupIntent,
  attachPaymentMethod: billingEndpoints.attachPaymentMethod,
  setDefaultPaymentMethod: billingEndpoints.setDefaultPaymentMethod,
  deletePaymentMethod: billingEndpoints.deletePaymentMethod,
  listConnectedAccounts: billingEndpoints.listConnectedAccounts,
  exchangePublicToken: billingEndpoints.exchangePublicToken,
};
