/** Which of a user's subscriptions counts (apart from the rule's texts, for the portal banner). */
import type { Subscription } from '../contract';
import { isActiveStatus } from './pricing';

/** The subscription that counts: the newest active or trialing one of a list, or null. */
export function currentSubscription<S extends Pick<Subscription, 'status'>>(
  subscriptions: readonly S[],
): S | null {
  return subscriptions.find((subscription) => isActiveStatus(subscription.status)) ?? null;
}
