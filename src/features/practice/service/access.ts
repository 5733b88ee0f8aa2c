/**
 * Who may practise (issue 26, point 8): with a subscription that is active or trialing, as
 * often as the daily limit allows; without one, a single free session.
 */
import type { Subscription } from '@/features/enrollment/contract';

/** Statuses that pay for practice. */
export const PRACTICE_STATUSES = [
  'active',
  'trialing',
] as const satisfies readonly Subscription['status'][];

export function practisesFreely(subscription: Pick<Subscription, 'status'> | null | undefined) {
  return subscription
    ? (PRACTICE_STATUSES as readonly string[]).includes(subscription.status)
    : false;
}
