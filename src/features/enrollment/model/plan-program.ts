/**
 * How the plan chosen in the builder becomes the program the user pays for (issue 33 point 2):
 * the one mapping sign-up applies, and the sentences that tell the user about the two price
 * lists (the builder's, spec section 9, and the enrollment screen's, which is what is billed).
 */
import { formatMonthly } from '@/shared/lib/money';
import {
  BASE_PLAN_INFO,
  PREMIUM_FEATURES,
  monthlyTotal as builderTotal,
  type BasePlan,
  type PremiumFeature,
} from '@/shared/lib/plans';
import type { Program } from '../contract';
import { BASE_SUBSCRIPTION_PRICE, NEGOTIATION_PRICES, monthlyTotal } from './pricing';

/** The plan a user chose in the builder, as the user record keeps it. */
export interface ChosenPlan {
  base_plan: BasePlan;
  premium_features: readonly PremiumFeature[];
}

/**
 * What each builder feature becomes in the program. Intercept is email deflection (part of the
 * Base Subscription), assistance is negotiation level 1 (an AI agent whispers on the call),
 * practice is the simulator (part of the Base Subscription), monitoring is account monitoring,
 * which comes with the Base Subscription when it launches. Savings support has no builder
 * feature, so a plan never turns it on.
 */
export const FEATURE_IN_PROGRAM: Readonly<
  Record<PremiumFeature, { becomes: string; inBase: boolean }>
> = {
  intercept: { becomes: 'email deflection', inBase: true },
  practice: { becomes: 'the practice simulator', inBase: true },
  monitoring: { becomes: 'account monitoring when it launches', inBase: true },
  assistance: { becomes: 'Debt Negotiation level 1', inBase: false },
};

/** The program a chosen plan starts: the one mapping, used at sign-up by both backends. */
export function programFromPlan(plan: ChosenPlan): Program {
  const features = new Set(plan.premium_features);
  return {
    savings_support: false,
    debt_negotiation: features.has('assistance') ? 1 : 0,
    email_opt_in: features.has('intercept'),
  };
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The plan's features in the program's words, with the enrollment prices. */
function programParts(plan: ChosenPlan): string {
  const chosen = PREMIUM_FEATURES.filter((feature) => plan.premium_features.includes(feature));
  const inBase = chosen.filter((feature) => FEATURE_IN_PROGRAM[feature].inBase);
  const base = `the Base Subscription (${formatMonthly(BASE_SUBSCRIPTION_PRICE)})`;
  const withBase =
    inBase.length > 0
      ? `${base} with ${listed(inBase.map((feature) => FEATURE_IN_PROGRAM[feature].becomes))}`
      : base;
  return chosen.includes('assistance')
    ? `${withBase}, and live assistance as Debt Negotiation level 1 (${formatMonthly(NEGOTIATION_PRICES[1])})`
    : withBase;
}

/** What a chosen plan is billed a month once subscribed: its program's enrollment price. */
export function planBilledMonthly(plan: ChosenPlan): number {
  return monthlyTotal(programFromPlan(plan));
}

/**
 * Why the builder's total and the amount billed differ, in one sentence: the builder prices each
 * feature on its own (spec section 9), the program is billed at the enrollment prices, whose
 * Base Subscription already holds email deflection and the practice simulator.
 */
export const PRICE_DIFFERENCE_SENTENCE = `The builder prices each feature on its own; you are billed the enrollment price of your program: the Base Subscription (${formatMonthly(BASE_SUBSCRIPTION_PRICE)}), which already includes the practice simulator and email deflection, plus ${formatMonthly(NEGOTIATION_PRICES[1])} for live assistance.`;

/** The practice simulator is part of every subscription, whatever the builder's toggle says. */
export const PRACTICE_IN_EVERY_SUBSCRIPTION =
  'Part of every subscription: every subscriber can practise in the simulator, whichever plan is chosen, and it adds nothing to what you are billed.';

/**
 * Said where a plan is chosen (the builder, sign-up): the program it becomes and what that
 * bills, so the figure a user agrees to is the one debited.
 */
export function planBecomesSentence(plan: ChosenPlan): string {
  const billed = planBilledMonthly(plan);
  return `At sign-up this plan becomes your program: ${programParts(plan)}, billed at ${formatMonthly(billed)} once you start your subscription.`;
}

/**
 * Said on Manage my enrollment: the plan chosen, its builder price, and why the program's price
 * (the one billed, from the options below) differs or matches, in one sentence.
 */
export function planPriceSentence(plan: ChosenPlan, program: Program): string {
  const listedPrice = builderTotal(plan.base_plan, plan.premium_features);
  const billed = monthlyTotal(program);
  const label = BASE_PLAN_INFO[plan.base_plan].label;
  const start = `You chose ${label} (${formatMonthly(listedPrice)} in the plan builder) at sign-up; it became ${programParts(plan)}`;
  const edited = monthlyTotal(programFromPlan(plan)) !== billed;
  const now = edited
    ? `, and with the options you have chosen since, your program is ${formatMonthly(billed)}`
    : `, so your program is ${formatMonthly(billed)}`;
  return `${start}${now}: the enrollment prices below are what you are billed.`;
}
