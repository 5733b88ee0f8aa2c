export {
  USER_STORAGE_KEY,
  clearOnLogout,
  clearSession,
  currentToken,
  isAuthenticated,
  isTokenValid,
  onLogout,
  onUserChange,
  readStoredUser,
  sanitizeUser,
  saveStoredUser,
  type StoredUser,
} from './session';
export {
  BUILDER_STORAGE_KEY,
  PLAN_SELECTION_KEY,
  clearPlanSelection,
  readBuilderSelection,
  readPlanSelection,
  savePlanSelection,
  toPlanSelection,
  type PlanSelection,
} from './plan-selection';
export {
  BASE_PLANS,
  PREMIUM_FEATURES,
  type BasePlan,
  type PremiumFeature,
} from '../lib/plan-codes';
export { useSession } from './use-session';
