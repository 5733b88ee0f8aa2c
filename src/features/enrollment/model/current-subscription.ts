/** Which of a user's subscriptions counts (apart from the rule's texts, for the portal banner). */
import type { Subscription } from '../contract';
import { isActiveStatus } from './pricing';

/** The fields that say whether a subscription runs at an instant. */
export type RunningFields = Pick<Subscription, 'status'> &
  Partial<Pick<Subscription, 'cancel_at_period_end' | 'current_period_end'>>;

/**
 * Whether a subscription runs at `now`: active or trialing, and, when cancelled at the period's
 * end, only until that end (a period end unknown ends it at once).
 */
export function isRunning(subscription: RunningFields, now: Date): boolean {
  if (!isActiveStatus(subscription.status)) return false;
  if (!subscription.cancel_at_period_end) return true;
  const end = subscription.current_period_end;
  return end !== null && end !== undefined && Date.parse(end) > now.getTime();
}

/** The subscription that counts: the newest running one of a list, or null. */
export function currentSubscription<S extends RunningFields>(
  subscriptions: readonly S[],
  now: Date,
): S | null {
  return subscriptions.find((subscription) => isRunning(subscription, now)) ?? null;
}
