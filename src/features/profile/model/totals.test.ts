import { describe, expect, it } from 'vitest';
import {
  applyProfileUpdate,
  completeProfile,
  defaultProfile,
  netAfterDebtPayments,
  sumCategories,
} from './totals';

describe('profile totals', () => {
  it('starts from an all-zero profile with no credit score', () => {
    const profile = defaultProfile('u1');
    expect(profile).toMatchObject({ user_id: 'u1', income: 0, net_income: 0, credit_score: null });
    expect(sumCategories(profile)).toBe(0);
  });

  it('recomputes the net when income changes', () => {
    const saved = applyProfileUpdate(
      applyProfileUpdate(defaultProfile('u1'), { home: 1200, food: 500 }),
      { income: 4000 },
    );
    expect(saved).toMatchObject({ expenses: 1700, expenses_calculated: 1700, net_income: 2300 });
  });

  it('lets expenses follow the categories when they change', () => {
    const start = applyProfileUpdate(defaultProfile('u1'), { income: 5000, expenses: 900 });
    expect(start).toMatchObject({ expenses: 900, expenses_calculated: 0, net_income: 4100 });
    const updated = applyProfileUpdate(start, { home: 1500, utilities: 250, other: 50 });
    expect(updated).toMatchObject({ expenses: 1800, expenses_calculated: 1800, net_income: 3200 });
  });

  it('completes a new profile from its categories', () => {
    const created = completeProfile({
      ...defaultProfile('u1'),
      income: 3000,
      auto: 400,
      medical: 100,
      net_income: 999,
    });
    expect(created).toMatchObject({ expenses: 500, expenses_calculated: 500, net_income: 2500 });
  });

  it('allows a negative net and subtracts minimum payments', () => {
    const saved = applyProfileUpdate(defaultProfile('u1'), { income: 1000, home: 1500 });
    expect(saved.net_income).toBe(-500);
    expect(netAfterDebtPayments(2300, 2500)).toBe(-200);
  });
});
