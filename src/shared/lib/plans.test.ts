import { describe, expect, it } from 'vitest';
import { BASE_PLAN_INFO, PREMIUM_FEATURE_INFO, monthlyTotal } from './plans';

describe('monthlyTotal', () => {
  it('is zero before a base plan is chosen', () => {
    expect(monthlyTotal(null, ['monitoring'])).toBe(0);
  });

  // Spec section 9's numbers, written out: the constants are what is under test.
  it('gives each bundle its price from the spec with its included features', () => {
    expect(monthlyTotal('basic', BASE_PLAN_INFO.basic.included)).toBe(2);
    expect(monthlyTotal('upgrade', BASE_PLAN_INFO.upgrade.included)).toBe(5);
    expect(monthlyTotal('works', BASE_PLAN_INFO.works.included)).toBe(10);
  });

  it("lists the plans and features with their names and the spec's prices and bundles", () => {
    expect(BASE_PLAN_INFO).toEqual({
      basic: { label: 'The Basic', price: 2, included: [] },
      upgrade: { label: 'The Upgrade', price: 5, included: ['monitoring', 'intercept'] },
      works: {
        label: 'The Works',
        price: 10,
        included: ['monitoring', 'intercept', 'practice', 'assistance'],
      },
    });
    expect(PREMIUM_FEATURE_INFO).toEqual({
      monitoring: { label: 'Account monitoring', price: 1 },
      intercept: { label: 'Communication intercept', price: 2 },
      practice: { label: 'Practice negotiations', price: 2 },
      assistance: { label: 'Live assistance', price: 3 },
    });
  });

  it('subtracts an included feature that is removed and adds one that is added', () => {
    expect(monthlyTotal('works', ['monitoring', 'intercept', 'practice'])).toBe(7);
    expect(monthlyTotal('basic', ['assistance'])).toBe(5);
  });

  it('counts a feature once even when listed twice', () => {
    expect(monthlyTotal('basic', ['practice', 'practice'])).toBe(4);
  });
});
