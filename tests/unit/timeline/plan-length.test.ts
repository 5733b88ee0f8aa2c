import { describe, expect, it } from 'vitest';
import { planLength, monthsUntil } from '@/features/timeline/model/plan-length';
import { projectPayoff } from '@/features/timeline/model/projection';
import { planSchedule } from '@/features/timeline/model/schedule';
import { todayIn } from '@/shared/lib/dates';
import { estimatedMonths } from '@/shared/lib/settlement';
import { debtLifecycle } from '@/features/settlement/model/lifecycle';
import { PERSONAS, buildPersonas, type PersonaKey } from '../../../mocks/personas';

const NOW = new Date('2026-11-26T12:00:00Z');
const TODAY = todayIn(NOW);
const seed = buildPersonas(NOW);

/** What each of the three places shows for one user, computed the way each place computes it. */
function threePlaces(userId: string) {
  // What each debt still owes, as the tradeline carries it and My Home counts it: a settled
  // debt owes nothing (docs/decisions.md SW-10).
  const tradelines = seed.tradelines
    .filter((t) => t.user_id === userId)
    .map((t) => {
      const agreement = seed.settlementAgreements.find((a) => a.id === t.id) ?? null;
      const offers = seed.settlementOffers.filter((o) => o.tradeline_id === t.id).length;
      return {
        ...t,
        current_balance: debtLifecycle({ balance: t.current_balance, offers, agreement }).owed,
      };
    });
  const events = seed.events.filter((e) => e.user_id === userId);
  const netIncome = seed.profiles.find((p) => p.user_id === userId)?.net_income ?? 0;
  const length = planLength({ tradelines, events, netIncome, today: TODAY });
  const owing = new Set(tradelines.filter((t) => t.current_balance > 0).map((t) => t.uuid));
  // The timeline: the payoff circles the user sees, read straight from the stored events.
  const payoffs = events
    .filter((e) => e.type === 'payoff' && owing.has(e.tradeline_uuid) && !e.completed)
    .map((e) => e.scheduled_date)
    .sort();
  const projection = projectPayoff(tradelines, netIncome, length);
  return { tradelines, netIncome, length, lastTimelinePayoff: payoffs.at(-1) ?? null, projection };
}

describe('one plan length for the Financial Plan box, the projection and the timeline', () => {
  it.each(Object.keys(PERSONAS) as PersonaKey[])('agree for the %s persona', (key) => {
    const { tradelines, netIncome, length, lastTimelinePayoff, projection } = threePlaces(
      PERSONAS[key].user_id,
    );
    const total = tradelines.reduce((sum, t) => sum + t.current_balance, 0);
    // The headline stays the spec's formula (section 9).
    expect(length.fullPayoffMonths).toBe(estimatedMonths(total, netIncome));

    if (length.settlementMonths === null) {
      // Nothing owed or no net income: the box and the projection both have nothing to count.
      expect(projection.kind).not.toBe('ready');
      return;
    }
    // The timeline's last payoff date is the box's settlement date...
    expect(length.lastPayoffDate).toBe(lastTimelinePayoff);
    expect(monthsUntil(TODAY, lastTimelinePayoff!)).toBe(length.settlementMonths);
    // ...and the projection reaches zero in that very month, not before.
    expect(projection.kind).toBe('ready');
    if (projection.kind !== 'ready') return;
    expect(projection.planMonths).toBe(length.settlementMonths);
    const zero = projection.months.find((month) => month.plan === 0)?.month;
    expect(zero).toBe(length.settlementMonths);
  });

  it('gives the subscriber 7 months paying in full what is still owed and a shorter plan', () => {
    const { length } = threePlaces(PERSONAS.subscriber.user_id);
    // Discover is settled and paid: 6,050 still owed (Chase 4,200, Capital One 1,850) over 900 a
    // month of net income.
    expect(length.fullPayoffMonths).toBe(7);
    // Chase settles last of the open debts, on its payoff step's date.
    expect(length.lastPayoffDate).toBe('2027-03-06');
    // 2027-03-06 is three months and eight days after 2026-11-26: counted up, as the spec's
    // formula is.
    expect(length.settlementMonths).toBe(4);
  });

  it("plans a newcomer's first $5,000 debt from today on both sides of the box", () => {
    const tradelines = [{ uuid: 't1', current_balance: 5000, start_date: TODAY }];
    const events = [...planSchedule(tradelines, 1250).get('t1')!].map((event) => ({
      ...event,
      tradeline_uuid: 't1',
      completed: false,
    }));
    const length = planLength({ tradelines, events, netIncome: 1250, today: TODAY });
    expect(length.fullPayoffMonths).toBe(4);
    expect(length.settlementMonths).toBe(2);
    // Before the schedule has run, the rule from today gives the same answer.
    expect(planLength({ tradelines, events: [], netIncome: 1250, today: TODAY })).toEqual(length);
  });

  it('counts a debt whose payoff step is done as settled today', () => {
    const length = planLength({
      tradelines: [{ uuid: 'a', current_balance: 900 }],
      events: [
        { tradeline_uuid: 'a', type: 'payoff', scheduled_date: '2026-10-01', completed: true },
      ],
      netIncome: 100,
      today: TODAY,
    });
    expect(length.settlementMonths).toBe(0);
    expect(length.fullPayoffMonths).toBe(9);
  });

  it('says N/A for both lengths without net income', () => {
    const length = planLength({
      tradelines: [{ uuid: 'a', current_balance: 900 }],
      events: [],
      netIncome: 0,
      today: TODAY,
    });
    expect(length).toMatchObject({ fullPayoffMonths: null, settlementMonths: null });
  });
});
