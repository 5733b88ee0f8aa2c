import { describe, expect, it } from 'vitest';
import { planLength } from './plan-length';
import { type ProjectionDebt, PROJECTION_MAX_MONTHS, projectPayoff as project } from './projection';

/** The projection of debts just added (no stored payoff events: the rule from today). */
const projectPayoff = (owing: readonly ProjectionDebt[], netIncome: number) =>
  project(
    owing,
    netIncome,
    planLength({ tradelines: owing, events: [], netIncome, today: '2026-11-26' }),
  );

const debts = [
  { uuid: 'a', current_balance: 1000, minimum_payment: 200 },
  { uuid: 'b', current_balance: 2000, minimum_payment: 500 },
];

describe('projectPayoff', () => {
  it('drops each debt at its scheduled payoff month and pays the minimums down without interest', () => {
    // Net income 300: a pays off at ceil(0.45 × 1000 / 300) = 2, b at ceil(0.45 × 3000 / 300) = 5.
    // Minimums: a clears in 1000 / 200 = 5 months, b in 2000 / 500 = 4 months.
    const projection = projectPayoff(debts, 300);
    expect(projection).toEqual({
      kind: 'ready',
      planMonths: 5,
      minimumsMonths: 5,
      months: [
        { month: 0, plan: 3000, minimums: 3000 },
        { month: 1, plan: 3000, minimums: 2300 },
        { month: 2, plan: 2000, minimums: 1600 },
        { month: 3, plan: 2000, minimums: 900 },
        { month: 4, plan: 2000, minimums: 200 },
        { month: 5, plan: 0, minimums: 0 },
      ],
    });
  });

  it('runs on past the plan until the minimums clear the debt', () => {
    // Net income 5000: both settle in month 1; minimums of 100 on 1000 take 10 months.
    const projection = projectPayoff(
      [{ uuid: 'a', current_balance: 1000, minimum_payment: 100 }],
      5000,
    );
    expect(projection.kind === 'ready' && projection.months.map((m) => m.minimums)).toEqual([
      1000, 900, 800, 700, 600, 500, 400, 300, 200, 100, 0,
    ]);
    expect(projection.kind === 'ready' && projection.months.map((m) => m.plan)).toEqual([
      1000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('stops at ten years when the minimums never clear the debt', () => {
    const projection = projectPayoff(
      [{ uuid: 'a', current_balance: 500, minimum_payment: 0 }],
      1000,
    );
    expect(projection.kind).toBe('ready');
    if (projection.kind !== 'ready') return;
    expect(projection.months).toHaveLength(PROJECTION_MAX_MONTHS + 1);
    expect(projection.minimumsMonths).toBeNull();
    expect(projection.months.at(-1)).toEqual({ month: 120, plan: 0, minimums: 500 });
  });

  it('has nothing to project without a balance, and is N/A without net income', () => {
    expect(projectPayoff([], 1000)).toEqual({ kind: 'none' });
    expect(projectPayoff([{ uuid: 'a', current_balance: 0, minimum_payment: 0 }], 1000)).toEqual({
      kind: 'none',
    });
    expect(projectPayoff(debts, 0)).toEqual({ kind: 'no-income' });
    expect(projectPayoff(debts, -50)).toEqual({ kind: 'no-income' });
  });

  it('keeps cents exact', () => {
    const projection = projectPayoff(
      [{ uuid: 'a', current_balance: 100.1, minimum_payment: 33.37 }],
      1000,
    );
    expect(projection.kind === 'ready' && projection.months.map((m) => m.minimums)).toEqual([
      100.1, 66.73, 33.36, 0,
    ]);
  });
});
