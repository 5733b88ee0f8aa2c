import { describe, expect, it } from 'vitest';
import {
  canComplete,
  eventLabel,
  hoursLeft,
  isPastDue,
  labelEvents,
  nextStep,
  orderEvents,
  stepAtRequest,
  valuePerHour,
  type EventLike,
} from './events';

const events: EventLike[] = [
  { id: 'pay', type: 'payoff', scheduled_date: '2026-06-01', completed: false },
  { id: 'n2', type: 'negotiation', scheduled_date: '2026-04-01', completed: false },
  { id: 'uc', type: 'update_contacts', scheduled_date: '2026-01-05', completed: true },
  { id: 'n1', type: 'negotiation', scheduled_date: '2026-03-01', completed: false },
  { id: 'gn', type: 'give_notice', scheduled_date: '2026-01-12', completed: false },
];

describe('event rules', () => {
  it('orders by scheduled date', () => {
    expect(orderEvents(events).map((event) => event.id)).toEqual(['uc', 'gn', 'n1', 'n2', 'pay']);
  });

  it('allows completing only the first event or one whose predecessor is complete', () => {
    expect(canComplete(events, 'gn')).toBe(true);
    expect(canComplete(events, 'n1')).toBe(false);
    expect(canComplete(events, 'uc')).toBe(false); // already complete
    expect(canComplete(events, 'missing')).toBe(false);
    expect(canComplete([{ ...events[0]!, completed: false }], 'pay')).toBe(true);
  });

  it('is past due when pending and scheduled before today', () => {
    expect(isPastDue(events[4]!, '2026-01-13')).toBe(true);
    expect(isPastDue(events[4]!, '2026-01-12')).toBe(false);
    expect(isPastDue(events[2]!, '2026-12-31')).toBe(false);
  });

  it('labels events as the spec says', () => {
    expect(labelEvents(events).map(({ label }) => label)).toEqual([
      'Update your contacts',
      'Give notice',
      'First Negotiation',
      'Second Negotiation',
      'Payoff',
    ]);
    expect(eventLabel('notice')).toBe('Give notice');
    expect(eventLabel('follow_up')).toBe('Follow up');
  });

  it('adds up the effort of the remaining steps', () => {
    expect(hoursLeft(events)).toBe(4.5); // 0.5 + 1 + 2 + 1
    expect(hoursLeft(events.map((event) => ({ ...event, completed: false })))).toBe(5);
    expect(hoursLeft(events.map((event) => ({ ...event, completed: true })))).toBe(0);
  });

  it('values an hour at 45% of the balance over 5 hours', () => {
    expect(valuePerHour(10_000)).toBe(900);
  });

  it('finds the next step', () => {
    expect(nextStep(events)).toMatchObject({ event: { id: 'gn' }, label: 'Give notice' });
    expect(nextStep(events.map((event) => ({ ...event, completed: true })))).toBeNull();
  });
});

const stepEvents = [
  {
    id: 'e1',
    type: 'update_contacts' as const,
    scheduled_date: '2026-11-01',
    completed: true,
    completed_date: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 'e2',
    type: 'give_notice' as const,
    scheduled_date: '2026-11-10',
    completed: true,
    completed_date: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'e3',
    type: 'negotiation' as const,
    scheduled_date: '2026-11-20',
    completed: false,
    completed_date: null,
  },
  {
    id: 'e4',
    type: 'negotiation' as const,
    scheduled_date: '2026-12-20',
    completed: false,
    completed_date: null,
  },
  {
    id: 'e5',
    type: 'payoff' as const,
    scheduled_date: '2027-01-20',
    completed: false,
    completed_date: null,
  },
];

describe('stepAtRequest', () => {
  it('names the first step not complete when the call was asked for', () => {
    expect(stepAtRequest(stepEvents, '2026-11-24T00:00:00.000Z')).toBe('First Negotiation');
    // Asked before Give notice was completed: that was the open step then.
    expect(stepAtRequest(stepEvents, '2026-11-15T00:00:00.000Z')).toBe('Give notice');
  });

  it('is null when every step was complete, and orders by date', () => {
    const done = stepEvents.map((event) => ({
      ...event,
      completed: true,
      completed_date: '2026-11-01T00:00:00.000Z',
    }));
    expect(stepAtRequest(done, '2026-11-24T00:00:00.000Z')).toBeNull();
    expect(stepAtRequest([...stepEvents].reverse(), '2026-11-24T00:00:00.000Z')).toBe(
      'First Negotiation',
    );
  });
});
