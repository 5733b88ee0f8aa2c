import { describe, expect, it } from 'vitest';
import { BASE_PLANS, BASE_PLAN_INFO, PREMIUM_FEATURES, monthlyTotal } from './plans';

describe('monthlyTotal', () => {
  it('is zero before a base plan is chosen', () => {
    expect(monthlyTotal(null, ['monitoring'])).toBe(0);
  });

  it('gives each bundle its listed price with its included features', () => {
    for (const plan of BASE_PLANS) {
      expect(monthlyTotal(plan, BASE_PLAN_INFO[plan].included)).toBe(BASE_PLAN_INFO[plan].price);
    }
    expect(monthlyTotal('basic', [])).toBe(2);
    expect(monthlyTotal('upgrade', ['monitoring', 'intercept'])).toBe(5);
    expect(monthlyTotal('works', PREMIUM_FEATURES)).toBe(10);
  });

  it('subtracts an included feature that is removed and adds one that is added', () => {
    expect(monthlyTotal('works', ['monitoring', 'intercept', 'practice'])).toBe(7);
    expect(monthlyTotal('basic', ['assistance'])).toBe(5);
  });

  it('counts a feature once even when listed twice', () => {
    expect(monthlyTotal('basic', ['practice', 'practice'])).toBe(4);
  });
});
