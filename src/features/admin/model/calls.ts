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

/** How many role changes each user row lists, newest first. */
export const ROLE_CHANGES_SHOWN = 5;
