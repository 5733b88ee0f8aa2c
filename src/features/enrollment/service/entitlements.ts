/**
 * The entitlement rule (`model/entitlements.ts`) over the store, for every service that gates a
 * paid feature: `POST /start-call`, summaries, and the practice, settlement and letter tools.
 *
 *   await requireEntitlement(store, userId, 'calls', now); // throws the 402 when not entitled
 *   const { subscription, program } = await entitlementOf(store, userId);
 */
import { HttpError } from '@/shared/api/details';
import type { Collection } from '@/shared/store/port';
import { entitlement, type Feature } from '../model/entitlements';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../model/pricing';
import type { ProgramRecord, SubscriptionRecord } from '../records';

/** The two collections the rule reads. */
export interface EntitlementStore {
  subscriptions: Collection<SubscriptionRecord>;
  programs: Collection<ProgramRecord>;
}

/** The user's current (active or trialing, newest) subscription and program, each or null. */
export async function entitlementOf(store: EntitlementStore, userId: string) {
  const [subscription, program] = await Promise.all([
    store.subscriptions.findOne(
      { user_id: userId, status: { $in: ACTIVE_SUBSCRIPTION_STATUSES } },
      { sort: { created_at: -1 } },
    ),
    store.programs.findOne({ user_id: userId }),
  ]);
  return { subscription, program };
}

/** Whether the user may use `feature` now. */
export async function isEntitled(
  store: EntitlementStore,
  userId: string,
  feature: Feature,
  now: Date,
): Promise<boolean> {
  const { subscription, program } = await entitlementOf(store, userId);
  return entitlement(feature, subscription, program, now).entitled;
}

/**
 * Refuses a paid feature the user's subscription does not bill: 402 with the detail naming
 * what is missing ('An active subscription is required for this feature.' without one).
 */
export async function requireEntitlement(
  store: EntitlementStore,
  userId: string,
  feature: Feature,
  now: Date,
): Promise<void> {
  const { subscription, program } = await entitlementOf(store, userId);
  const verdict = entitlement(feature, subscription, program, now);
  if (!verdict.entitled) throw new HttpError(402, verdict.detail);
}
