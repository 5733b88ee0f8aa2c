export {
  USER_STORAGE_KEY,
  clearOnLogout,
  clearSession,
  currentToken,
  isAuthenticated,
  isTokenValid,
  readStoredUser,
  sanitizeUser,
  saveStoredUser,
  type StoredUser,
} from './session';
export {
  BASE_PLANS,
  BUILDER_STORAGE_KEY,
  PLAN_SELECTION_KEY,
  PREMIUM_FEATURES,
  clearPlanSelection,
  readBuilderSelection,
  readPlanSelection,
  savePlanSelection,
  toPlanSelection,
  type BasePlan,
  type PlanSelection,
  type PremiumFeature,
} from './plan-selection';
export { useSession } from './use-session';
