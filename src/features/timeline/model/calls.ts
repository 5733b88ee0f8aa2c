/** Creditor calls as the user sees them: which step a call was for, and a debt's latest call. */
import type { UserCall } from '../contract';
import { labelEvents, type EventLike } from './events';

type StepEvent = EventLike & { completed_date: string | null };

/**
 * The label of the step a call was asked for: the first step of the debt (in timeline order)
 * that was not complete at `requestedAt`; null when every step was.
 */
export function stepAtRequest(events: readonly StepEvent[], requestedAt: string): string | null {
  const open = labelEvents(events).find(
    ({ event }) =>
      !event.completed || (event.completed_date !== null && event.completed_date > requestedAt),
  );
  return open?.label ?? null;
}

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
export function isWaiting(status: UserCall['status']): boolean {
  return status === 'requested' || status === 'claimed';
}
