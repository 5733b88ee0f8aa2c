/**
 * The plan codes shared by the builder, the session, sign-up, the contracts and both backends.
 * Apart from the builder's names and prices (plans.ts), so a contract on the portal's first screen
 * carries the codes only.
 */
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
