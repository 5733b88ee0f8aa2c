/** The builder's selection rules (spec sections 2.2 and 9), pure so they are tested alone. */
import {
  BASE_PLAN_INFO,
  PREMIUM_FEATURES,
  type BasePlan,
  type PremiumFeature,
} from '@/shared/lib/plans';

export interface BuilderState {
  basePlan: BasePlan | null;
  premiumFeatures: PremiumFeature[];
}

export const EMPTY_BUILDER: BuilderState = { basePlan: null, premiumFeatures: [] };

export const BUILDER_MESSAGES = {
  noBasePlan: 'Please select a base plan before continuing.',
} as const;

/**
 * Choosing a base plan preselects exactly the features it includes (spec section 9): features
 * toggled under the plan chosen before are dropped, not carried over.
 */
export function chooseBasePlan(state: BuilderState, plan: BasePlan): BuilderState {
  return { ...state, basePlan: plan, premiumFeatures: [...BASE_PLAN_INFO[plan].included] };
}

/** Turns one feature on or off, leaving the others alone; the order stays the canonical one. */
export function toggleFeature(
  state: BuilderState,
  feature: PremiumFeature,
  on: boolean,
): BuilderState {
  const chosen = new Set(state.premiumFeatures);
  if (on) chosen.add(feature);
  else chosen.delete(feature);
  return { ...state, premiumFeatures: PREMIUM_FEATURES.filter((item) => chosen.has(item)) };
}

/** The base plans that include a feature, for the row's note ('Included in The Works'). */
export function plansIncluding(feature: PremiumFeature): BasePlan[] {
  return (Object.keys(BASE_PLAN_INFO) as BasePlan[]).filter((plan) =>
    BASE_PLAN_INFO[plan].included.includes(feature),
  );
}
