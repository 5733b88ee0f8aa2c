import { describe, expect, it } from 'vitest';
import type { UserCall } from '../contract';
import { DETAILS } from '@/shared/api/details';
import { claimRefusal, isWaiting, latestCall, outcomeRefusal } from './calls';

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
