/** Spec section 9 worked through by hand for one $10,000 debt, one stage at a time. */
import { describe, expect, it } from 'vitest';
import { hoursLeft, valuePerHour, type EventLike } from './events';

const steps: EventLike[] = [
  { id: 'uc', type: 'update_contacts', scheduled_date: '2026-01-13', completed: false },
  { id: 'gn', type: 'give_notice', scheduled_date: '2026-01-20', completed: false },
  { id: 'n1', type: 'negotiation', scheduled_date: '2026-02-26', completed: false },
  { id: 'n2', type: 'negotiation', scheduled_date: '2026-04-03', completed: false },
  { id: 'po', type: 'payoff', scheduled_date: '2026-05-10', completed: false },
];

/** The debt after its first `done` steps are complete. */
const stage = (done: number) => steps.map((step, index) => ({ ...step, completed: index < done }));

describe('effort and value per hour of a $10,000 debt', () => {
  // Value per hour = 45% of $10,000 = $4,500, over the fixed 5 hours = $900, at every stage.
  it.each([
    // done, hours left: 0.5 + 0.5 + 1 + 2 + 1 with the first `done` terms dropped
    [0, 5],
    [1, 4.5], // update contacts done: 0.5 + 1 + 2 + 1
    [2, 4], // give notice done: 1 + 2 + 1
    [3, 3], // first negotiation done: 2 + 1
    [4, 1], // second negotiation done: 1
    [5, 0], // payoff done
  ])('after %i steps: %d hours left, $900 per hour', (done, hours) => {
    expect(hoursLeft(stage(done))).toBe(hours);
    expect(valuePerHour(10_000)).toBe(900);
  });

  it('counts the older notice type like give notice', () => {
    const older = stage(1).map((step) =>
      step.type === 'give_notice' ? { ...step, type: 'notice' as const } : step,
    );
    expect(hoursLeft(older)).toBe(4.5);
  });

  it('values other balances the same way', () => {
    expect(valuePerHour(1_850)).toBe(166.5); // 832.50 / 5, shown as $167
    expect(valuePerHour(0)).toBe(0);
  });
});
