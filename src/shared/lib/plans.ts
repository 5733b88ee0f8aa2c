/** The plan vocabulary shared by the builder, the session, sign-up and both backends. */
export const BASE_PLANS = ['basic', 'upgrade', 'works'] as const;
export const PREMIUM_FEATURES = ['monitoring', 'intercept', 'practice', 'assistance'] as const;

export type BasePlan = (typeof BASE_PLANS)[number];
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export function isBasePlan(value: unknown): value is BasePlan {
  return typeof value === 'string' && (BASE_PLANS as readonly string[]).includes(value);
}

export function isPremiumFeature(value: unknown): value is PremiumFeature {
  return typeof value === 'string' && (PREMIUM_FEATURES as readonly string[]).includes(value);
}
