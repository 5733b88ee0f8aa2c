import { describe, expect, it } from 'vitest';
import {
  BASE_PLANS,
  BASE_PLAN_INFO,
  PREMIUM_FEATURES,
  monthlyTotal as builderTotal,
  type PremiumFeature,
} from '@/shared/lib/plans';
import { monthlyTotal } from './pricing';
import { planBecomesSentence, planPriceSentence, programFromPlan } from './plan-program';

/** Every subset of the four builder features. */
const SUBSETS: PremiumFeature[][] = Array.from({ length: 16 }, (_, mask) =>
  PREMIUM_FEATURES.filter((_, bit) => (mask >> bit) & 1),
);

describe('the plan chosen in the builder becomes the program', () => {
  it.each(BASE_PLANS)('maps %s with its included features as the issue documents', (base) => {
    const program = programFromPlan({
      base_plan: base,
      premium_features: BASE_PLAN_INFO[base].included,
    });
    expect(program).toEqual(
      {
        basic: { savings_support: false, debt_negotiation: 0, email_opt_in: false },
        upgrade: { savings_support: false, debt_negotiation: 0, email_opt_in: true },
        works: { savings_support: false, debt_negotiation: 1, email_opt_in: true },
      }[base],
    );
  });

  it.each(SUBSETS.map((features) => [features.join(', ') || 'no features', features] as const))(
    'intercept is email deflection, assistance level 1, never savings (%s)',
    (_name, features) => {
      const program = programFromPlan({ base_plan: 'basic', premium_features: features });
      expect(program.email_opt_in).toBe(features.includes('intercept'));
      expect(program.debt_negotiation).toBe(features.includes('assistance') ? 1 : 0);
      expect(program.savings_support).toBe(false);
    },
  );

  it('says at the choice what the program bills', () => {
    expect(planBecomesSentence({ base_plan: 'works', premium_features: PREMIUM_FEATURES })).toBe(
      'At sign-up this plan becomes your program: the Base Subscription ($5/month) with account monitoring when it launches, email deflection and the practice simulator, and live assistance as Debt Negotiation level 1 ($3/month), billed at $8/month once you start your subscription.',
    );
    expect(planBecomesSentence({ base_plan: 'basic', premium_features: [] })).toBe(
      'At sign-up this plan becomes your program: the Base Subscription ($5/month), billed at $5/month once you start your subscription.',
    );
  });

  it.each(SUBSETS.map((features) => [features.join(', ') || 'no features', features] as const))(
    'names the builder price and the billed one on Manage my enrollment (%s)',
    (_name, features) => {
      const plan = { base_plan: 'upgrade' as const, premium_features: features };
      const program = programFromPlan(plan);
      const sentence = planPriceSentence(plan, program);
      expect(sentence).toContain(
        `You chose The Upgrade ($${builderTotal('upgrade', features)}/month in the plan builder)`,
      );
      expect(sentence).toContain(`so your program is $${monthlyTotal(program)}/month`);
      expect(sentence.match(/\. /g)).toBeNull();
    },
  );

  it('says when the options changed the price since sign-up', () => {
    const plan = { base_plan: 'upgrade' as const, premium_features: ['intercept'] as const };
    expect(
      planPriceSentence(plan, { savings_support: true, debt_negotiation: 2, email_opt_in: true }),
    ).toBe(
      'You chose The Upgrade ($4/month in the plan builder) at sign-up; it became the Base Subscription ($5/month) with email deflection, and with the options you have chosen since, your program is $12/month: the enrollment prices below are what you are billed.',
    );
  });
});
