import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/lib/dates';
import { last7DaysRange, last7DaysWeeks, planMix, signupWeeks } from './analytics';
import { analyticsOf, hourKey, inLast7Days, isKept, planKey, weekKey } from './counters';
import { programSummary } from './messages';

const NOW = new Date('2026-11-25T09:00:00.000Z'); // a Wednesday

describe('last7DaysRange', () => {
  it('takes sign-ups after the instant 7 days before now, up to now', () => {
    expect(last7DaysRange(NOW)).toEqual({
      $gt: '2026-11-18T09:00:00.000Z', // exactly 7 days: left out
      $lte: '2026-11-25T09:00:00.000Z', // now is in; later instants are left out
    });
  });
});

describe('the sign-up weeks', () => {
  it('gives 12 Mondays, oldest first, with this week last', () => {
    const weeks = signupWeeks(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
    for (let index = 1; index < weeks.length; index += 1) {
      expect(addDays(weeks[index - 1]!, 7)).toBe(weeks[index]);
    }
  });

  it('finds the last 7 days in the week they start in and this week', () => {
    expect(last7DaysWeeks(NOW)).toEqual(['2026-11-16', '2026-11-23']);
    // From Monday 00:00 exactly (left out) to the next Monday 00:00.
    expect(last7DaysWeeks(new Date('2026-11-30T00:00:00.000Z'))).toEqual([
      '2026-11-23',
      '2026-11-30',
    ]);
  });
});

describe('planMix', () => {
  it('lists every base plan and none, in a fixed order, 0 when nobody has it', () => {
    expect(
      planMix(
        new Map([
          ['works', 2],
          ['none', 1],
        ]),
      ),
    ).toEqual([
      { plan: 'basic', count: 0 },
      { plan: 'upgrade', count: 0 },
      { plan: 'works', count: 2 },
      { plan: 'none', count: 1 },
    ]);
  });
});

describe('programSummary', () => {
  it('names every option a program has and what it bills', () => {
    expect(
      programSummary({
        savings_support: true,
        debt_negotiation: 2,
        email_opt_in: true,
        monthly_amount: 12,
      }),
    ).toBe('Base, email deflection, Savings Support, Debt Negotiation level 2: $12/month');
    expect(
      programSummary({
        savings_support: false,
        debt_negotiation: 0,
        email_opt_in: false,
        monthly_amount: 5,
      }),
    ).toBe('Base: $5/month');
    expect(programSummary(null)).toBe('none saved');
  });
});

describe('the counters of the last 7 days (AD-13)', () => {
  const now = new Date('2026-11-25T15:20:00.000Z');

  it('count the whole hours starting after the instant 7×24 hours before now, this one included', () => {
    // 7 days before now is 2026-11-18T15:20: its hour started before it, the next one after.
    expect(inLast7Days(hourKey('2026-11-18T15:59:00.000Z'), now)).toBe(false);
    expect(inLast7Days(hourKey('2026-11-18T16:00:00.000Z'), now)).toBe(true);
    expect(inLast7Days(hourKey('2026-11-25T15:21:00.000Z'), now)).toBe(true);
    expect(inLast7Days(hourKey('2026-11-25T16:00:00.000Z'), now)).toBe(false);
    // An hour starting exactly 7×24 hours before now is out, as an account created then.
    expect(
      inLast7Days(hourKey('2026-11-18T15:00:00.000Z'), new Date('2026-11-25T15:00:00.000Z')),
    ).toBe(false);
  });

  it('keep the figures, the shown weeks and the one before, and 8 days of hours', () => {
    expect(isKept('users', now)).toBe(true);
    expect(isKept(weekKey(signupWeeks(now)[0]!), now)).toBe(true);
    expect(isKept(weekKey('2026-08-31'), now)).toBe(true);
    expect(isKept(weekKey('2026-08-24'), now)).toBe(false);
    expect(isKept(hourKey('2026-11-17T16:00:00.000Z'), now)).toBe(true);
    expect(isKept(hourKey('2026-11-17T15:00:00.000Z'), now)).toBe(false);
  });

  it('read as the analytics, a missing counter as 0', () => {
    const analytics = analyticsOf(
      new Map([
        ['users', 4],
        ['admins', 1],
        [planKey(null), 1],
        [planKey('works'), 3],
        [weekKey('2026-11-23'), 2],
        [hourKey('2026-11-24T09:00:00.000Z'), 2],
        [hourKey('2026-11-10T09:00:00.000Z'), 2],
        ['monthly_recurring_revenue', 17],
      ]),
      now,
    );
    expect(analytics.totals).toEqual({
      users: 4,
      admins: 1,
      tradelines: 0,
      interest_submissions: 0,
    });
    expect(analytics.plan_mix).toEqual([
      { plan: 'basic', count: 0 },
      { plan: 'upgrade', count: 0 },
      { plan: 'works', count: 3 },
      { plan: 'none', count: 1 },
    ]);
    expect(analytics.signups_per_week.at(-1)).toEqual({ week_start: '2026-11-23', count: 2 });
    expect(analytics.signups_last_7_days).toBe(2);
    expect(analytics.monthly_recurring_revenue).toBe(17);
  });
});
