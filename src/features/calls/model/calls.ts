/**
 * Creditor calls' rules, shared by both backends and the portal: who may claim and close a call
 * in the queue, and a debt's latest call as the user sees it.
 */
import { DETAILS } from '@/shared/api/details';
import { OPEN_CALL_STATUSES, type CallStatus, type UserCall } from '../contract';

export interface QueueCall {
  status: CallStatus;
  /** The id of the admin who claimed the call. */
  claimed_by_id: string | null;
}

/** Why `adminId` may not claim the call, or null when they may (claiming again is harmless). */
export function claimRefusal(call: QueueCall, adminId: string): string | null {
  if (call.status === 'requested') return null;
  if (call.status === 'claimed') return call.claimed_by_id === adminId ? null : DETAILS.callTaken;
  return DETAILS.callClosed;
}

/** Why `adminId` may not record the call's outcome, or null when they may. */
export function outcomeRefusal(call: QueueCall, adminId: string): string | null {
  if (call.status === 'requested') return DETAILS.callNotClaimed;
  if (call.status !== 'claimed') return DETAILS.callClosed;
  return call.claimed_by_id === adminId ? null : DETAILS.callClaimedByOther;
}

/**
 * How long a lock on a call's claim or outcome holds (docs/decisions.md, Admin): far longer than
 * the one request that takes it and changes the call (milliseconds), short enough that a call
 * whose claimer's request stopped half-way waits only briefly for another admin.
 */
export const CALL_LOCK_LIFETIME_MS = 2 * 60_000;

/** The newest call for a debt (names compare case-insensitively), for one step if given. */
export function latestCall(
  calls: readonly UserCall[],
  tradelineName: string,
  step?: string,
): UserCall | null {
  const name = tradelineName.trim().toLowerCase();
  const mine = calls.filter(
    (call) =>
      call.tradeline_name.toLowerCase() === name && (step === undefined || call.step === step),
  );
  return mine.reduce<UserCall | null>(
    (newest, call) => (newest === null || call.requested_at > newest.requested_at ? call : newest),
    null,
  );
}

/** Waiting calls: requested or claimed, not yet placed or failed. */
export function isWaiting(status: CallStatus): boolean {
  return (OPEN_CALL_STATUSES as readonly CallStatus[]).includes(status);
}
