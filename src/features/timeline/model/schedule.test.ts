import { describe, expect, it } from 'vitest';
import { eventsFor, payoffMonths, planSchedule, reschedule } from './schedule';

const start = '2026-01-10';

describe('payoffMonths', () => {
  it('settles the smallest debt first on 45% of the cumulative balances', () => {
    // Sorted: 1000, 3000, 6000; cumulative 1000, 4000, 10000; 45%: 450, 1800, 4500; net 500.
    const months = payoffMonths(
      [
        { uuid: 'big', current_balance: 6000, start_date: start },
        { uuid: 'small', current_balance: 1000, start_date: start },
        { uuid: 'mid', current_balance: 3000, start_date: start },
      ],
      500,
    );
    expect(months.get('small')).toBe(1); // ceil(450 / 500)
    expect(months.get('mid')).toBe(4); // ceil(1800 / 500) = ceil(3.6)
    expect(months.get('big')).toBe(9); // ceil(4500 / 500)
  });

  it('falls back to 36 months without net income', () => {
    const months = payoffMonths([{ uuid: 'a', current_balance: 2000, start_date: start }], 0);
    expect(months.get('a')).toBe(36);
  });

  it('plans no payoff more than 600 months ahead, however small the net income', () => {
    // Found by fuzzing: 1 cent of net income against $72 million asked for a year past 9999.
    const months = payoffMonths(
      [{ uuid: 'a', current_balance: 72_744_757.41, start_date: start }],
      0.01,
    );
    expect(months.get('a')).toBe(600);
    expect(eventsFor(start, months.get('a')!).at(-1)).toEqual({
      type: 'payoff',
      ordinal: 0,
      scheduled_date: '2076-01-10',
    });
    expect(payoffMonths([{ uuid: 'b', current_balance: 1e8, start_date: start }], 5e-324)).toEqual(
      new Map([['b', 600]]),
    );
  });
});

describe('eventsFor', () => {
  it('gives five events in order with the documented offsets', () => {
    expect(eventsFor(start, 4)).toEqual([
      { type: 'update_contacts', ordinal: 0, scheduled_date: '2026-01-13' },
      { type: 'give_notice', ordinal: 0, scheduled_date: '2026-01-20' },
      { type: 'negotiation', ordinal: 0, scheduled_date: '2026-02-26' }, // +37 of the 110 days
      { type: 'negotiation', ordinal: 1, scheduled_date: '2026-04-03' }, // +73
      { type: 'payoff', ordinal: 0, scheduled_date: '2026-05-10' },
    ]);
  });

  it('keeps payoff at least 45 days out so every step has room', () => {
    const events = eventsFor(start, 1);
    expect(events.at(-1)?.scheduled_date).toBe('2026-02-24');
    const dates = events.map((event) => event.scheduled_date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(5);
  });
});

describe('reschedule', () => {
  it('moves pending events to the new plan and never a completed one', () => {
    const [plan] = planSchedule(
      [{ uuid: 't', current_balance: 1000, start_date: start }],
      100,
    ).values();
    const stored = [
      { id: 'e1', type: 'update_contacts' as const, scheduled_date: '2026-01-13', completed: true },
      { id: 'e2', type: 'notice' as const, scheduled_date: '2026-01-19', completed: true },
      { id: 'e3', type: 'negotiation' as const, scheduled_date: '2026-02-01', completed: false },
      { id: 'e4', type: 'negotiation' as const, scheduled_date: '2026-02-15', completed: false },
      { id: 'e5', type: 'payoff' as const, scheduled_date: '2026-03-01', completed: false },
    ];
    const changes = reschedule(stored, plan!);
    expect(changes.map((change) => change.id)).toEqual(['e3', 'e4', 'e5']);
    expect(changes.at(-1)?.scheduled_date).toBe('2026-06-10'); // ceil(450 / 100) = 5 months
  });

  it('changes nothing when the plan already matches', () => {
    const planned = eventsFor(start, 3);
    const stored = planned.map((event, index) => ({
      id: `e${index}`,
      type: event.type,
      scheduled_date: event.scheduled_date,
      completed: false,
    }));
    expect(reschedule(stored, planned)).toEqual([]);
  });
});
