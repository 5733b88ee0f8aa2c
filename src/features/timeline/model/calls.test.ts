import { describe, expect, it } from 'vitest';
import type { UserCall } from '../contract';
import { isWaiting, latestCall, stepAtRequest } from './calls';

const events = [
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
    expect(stepAtRequest(events, '2026-11-24T00:00:00.000Z')).toBe('First Negotiation');
    // Asked before Give notice was completed: that was the open step then.
    expect(stepAtRequest(events, '2026-11-15T00:00:00.000Z')).toBe('Give notice');
  });

  it('is null when every step was complete, and orders by date', () => {
    const done = events.map((event) => ({
      ...event,
      completed: true,
      completed_date: '2026-11-01T00:00:00.000Z',
    }));
    expect(stepAtRequest(done, '2026-11-24T00:00:00.000Z')).toBeNull();
    expect(stepAtRequest([...events].reverse(), '2026-11-24T00:00:00.000Z')).toBe(
      'First Negotiation',
    );
  });
});

describe('latestCall', () => {
  const call = (id: string, name: string, step: string | null, at: string): UserCall => ({
    call_id: id,
    tradeline_name: name,
    step,
    status: 'requested',
    requested_at: at,
    resolved_at: null,
  });
  const calls = [
    call('c1', 'Chase', 'Give notice', '2026-11-20T10:00:00.000Z'),
    call('c2', 'Chase', 'First Negotiation', '2026-11-22T10:00:00.000Z'),
    call('c3', 'Discover', 'Payoff', '2026-11-23T10:00:00.000Z'),
  ];

  it("finds a debt's newest call, by name whatever the case, for one step if given", () => {
    expect(latestCall(calls, 'chase')?.call_id).toBe('c2');
    expect(latestCall(calls, 'Chase', 'Give notice')?.call_id).toBe('c1');
    expect(latestCall(calls, 'Chase', 'Payoff')).toBeNull();
    expect(latestCall([], 'Chase')).toBeNull();
  });

  it('treats requested and claimed calls as waiting', () => {
    expect(['requested', 'claimed', 'placed', 'failed'].map((s) => isWaiting(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
