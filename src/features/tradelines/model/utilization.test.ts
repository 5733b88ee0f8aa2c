import { describe, expect, it } from 'vitest';
import { tradelineTotals, utilization } from './utilization';

describe('utilization', () => {
  it('is the balance over the limit as a rounded percent', () => {
    expect(utilization(2400, 5000)).toBe(48);
    expect(utilization(1, 3)).toBe(33);
    expect(utilization(2, 3)).toBe(67);
    expect(utilization(6000, 5000)).toBe(120);
  });

  it('is 0 without a limit', () => {
    expect(utilization(500, 0)).toBe(0);
  });

  it('is 0 for a limit under one cent, and an integer up to the largest amounts', () => {
    expect(utilization(3300, 2.220446049250313e-16)).toBe(0);
    expect(utilization(3300, 0.009)).toBe(0);
    expect(utilization(100_000_000, 0.01)).toBe(1_000_000_000_000);
    expect(Number.isSafeInteger(utilization(100_000_000, 0.01))).toBe(true);
  });

  it('totals the three amounts and rates the totals', () => {
    expect(
      tradelineTotals([
        { current_balance: 2400, minimum_payment: 72, credit_limit: 5000 },
        { current_balance: 5150, minimum_payment: 155, credit_limit: 8000 },
      ]),
    ).toEqual({
      current_balance: 7550,
      minimum_payment: 227,
      credit_limit: 13000,
      utilization: 58,
    });
    expect(tradelineTotals([])).toEqual({
      current_balance: 0,
      minimum_payment: 0,
      credit_limit: 0,
      utilization: 0,
    });
  });
});
