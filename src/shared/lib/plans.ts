/** The plan vocabulary shared by the builder, the session, sign-up and both backends. */
import { PREMIUM_FEATURES, type BasePlan, type PremiumFeature } from './plan-codes';

export {
  BASE_PLANS,
  PREMIUM_FEATURES,
  isBasePlan,
  isPremiumFeature,
  type BasePlan,
  type PremiumFeature,
} from './plan-codes';

/** The builder's names and monthly prices in dollars (spec section 9). */
export const BASE_PLAN_INFO: Readonly<
  Record<BasePlan, { label: string; price: number; included: readonly PremiumFeature[] }>
> = {
  basic: { label: 'The Basic', price: 2, included: [] },
  upgrade: { label: 'The Upgrade', price: 5, included: ['monitoring', 'intercept'] },
  works: { label: 'The Works', price: 10, included: PREMIUM_FEATURES },
};

export const PREMIUM_FEATURE_INFO: Readonly<
  Record<PremiumFeature, { label: string; price: number }>
> = {
  monitoring: { label: 'Account monitoring', price: 1 },
  intercept: { label: 'Communication intercept', price: 2 },
  practice: { label: 'Practice negotiations', price: 2 },
  assistance: { label: 'Live assistance', price: 3 },
};

/** The platform price every plan starts from; a bundle is this plus its included features. */
export const PLATFORM_PRICE = BASE_PLAN_INFO.basic.price;

/**
 * The builder's monthly total (DESIGN.md section 9): $2 plus each selected premium feature. It
 * reproduces every bundle price (Upgrade $5, Works $10); removing an included feature subtracts
 * its price. Zero until a base plan is chosen.
 */
export function monthlyTotal(
  basePlan: BasePlan | null,
  premiumFeatures: readonly PremiumFeature[],
): number {
  if (basePlan === null) return 0;
  const unique = new Set(premiumFeatures);
  let total = PLATFORM_PRICE;
  for (const feature of unique) total += PREMIUM_FEATURE_INFO[feature].price;
  return total;
}
