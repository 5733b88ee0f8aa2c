import { describe, expect, it } from 'vitest';
import { DETAILS } from '@/shared/api/details';
import { NO_PROGRAM, recurringRevenue, signupsPerWeek, signupsSince7Days } from './analytics';
import { claimRefusal, outcomeRefusal } from './calls';

const NOW = new Date('2026-11-25T09:00:00.000Z'); // a Wednesday

describe('signupsSince7Days', () => {
  it('counts sign-ups after the instant 7 days before now, up to now', () => {
    expect(
      signupsSince7Days(
        [
          '2026-11-25T08:59:59.000Z',
          '2026-11-18T09:00:01.000Z',
          '2026-11-18T09:00:00.000Z', // exactly 7 days: left out
          '2026-11-01T00:00:00.000Z',
          '2026-11-26T00:00:00.000Z', // in the future: left out
        ],
        NOW,
      ),
    ).toBe(2);
  });
});

describe('signupsPerWeek', () => {
  it('gives 12 Monday weeks, oldest first, with this week last', () => {
    const weeks = signupsPerWeek(['2026-11-23T00:00:00.000Z', '2026-09-01T00:00:00.000Z'], NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.week_start).toBe('2026-09-07');
    expect(weeks[11]).toEqual({ week_start: '2026-11-23', count: 1 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(1);
  });
});

describe('recurringRevenue', () => {
  it("prices each subscriber's program with the price function it is given", () => {
    // The enrollment screen's rule, written out by hand: $5, +$2 savings, +$3 / +$5 negotiation.
    const monthlyTotal = (program: { savings_support: boolean; debt_negotiation: 0 | 1 | 2 }) =>
      5 + (program.savings_support ? 2 : 0) + [0, 3, 5][program.debt_negotiation]!;
    const programs = [
      { savings_support: true, debt_negotiation: 1 as const },
      { savings_support: true, debt_negotiation: 2 as const },
      null,
    ];
    // 5 + 2 + 3, 5 + 2 + 5, and the base price alone.
    expect(recurringRevenue(programs, monthlyTotal)).toBe(10 + 12 + 5);
    expect(recurringRevenue([], monthlyTotal)).toBe(0);
    expect(monthlyTotal(NO_PROGRAM)).toBe(5);
  });
});

describe('the call queue rules', () => {
  const requested = { status: 'requested' as const, claimed_by_id: null };
  const claimed = { status: 'claimed' as const, claimed_by_id: 'a1' };
  const placed = { status: 'placed' as const, claimed_by_id: 'a1' };

  it('lets any admin claim a requested call, and its claimer claim it again', () => {
    expect(claimRefusal(requested, 'a2')).toBeNull();
    expect(claimRefusal(claimed, 'a1')).toBeNull();
    expect(claimRefusal(claimed, 'a2')).toBe(DETAILS.callTaken);
    expect(claimRefusal(placed, 'a1')).toBe(DETAILS.callClosed);
  });

  it('lets only the claimer record the outcome, once', () => {
    expect(outcomeRefusal(requested, 'a1')).toBe(DETAILS.callNotClaimed);
    expect(outcomeRefusal(claimed, 'a1')).toBeNull();
    expect(outcomeRefusal(claimed, 'a2')).toBe(DETAILS.callClaimedByOther);
    expect(outcomeRefusal({ status: 'failed', claimed_by_id: 'a1' }, 'a1')).toBe(
      DETAILS.callClosed,
    );
  });
});
