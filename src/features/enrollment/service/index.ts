/** What other features' services may use of the enrollment services: their public face. */
export {
  entitlementOf,
  isEntitled,
  requireEntitlement,
  type EntitlementStore,
} from './entitlements';
