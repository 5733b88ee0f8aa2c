/** The creditor-call queue's rules, shared by both backends: who may claim and close a call. */
import { DETAILS } from '@/shared/api/details';
import type { CallStatus } from '../contract';

export interface QueueCall {
  status: CallStatus;
  /** The id of the admin who claimed the call. */
  claimed_by_id: string | null;
}

export const OPEN_CALL_STATUSES = ['requested', 'claimed'] as const satisfies CallStatus[];
export const CLOSED_CALL_STATUSES = ['placed', 'failed'] as const satisfies CallStatus[];

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

/** How many role changes each user row lists, newest first. */
export const ROLE_CHANGES_SHOWN = 5;
