/**
 * What a user may use, the one rule of both backends and the UI (issue 22): a paid feature
 * needs an active subscription (active or trialing) whose billed items include it. The program
 * alone entitles to nothing, since the user saves it without paying.
 *
 * - `calls`: creditor calls (`POST /start-call`), negotiation level 1 or 2 billed;
 * - `email`: email deflection and weekly summaries, the base subscription with `email_opt_in`;
 * - `savings`: savings support, the savings item billed;
 * - `tools`: the practice simulator, settlement and letter tools, the base subscription (the
 *   practice simulator's free allowance for others is the practice service's own rule).
 *
 * Callers: `entitled(feature, subscription, program)` for a yes or no, `entitlement(...)` for
 * the refusal's detail (the server's 402 and the UI's explanation). Services read the user's
 * subscription and program with `requireEntitlement` in `service/entitlements.ts`.
 */
import { DETAILS } from '@/shared/api/details';
import type { Program, Subscription } from '../contract';
import { isRunning } from './current-subscription';
import type { PriceKey } from './pricing';

export const FEATURES = ['calls', 'email', 'savings', 'tools'] as const;
export type Feature = (typeof FEATURES)[number];

/** The fields of a subscription the rule reads. */
export type EntitledSubscription = Pick<Subscription, 'status' | 'items' | 'scheduled_change'> &
  Partial<Pick<Subscription, 'cancel_at_period_end' | 'current_period_end'>>;

export type Entitlement =
  | { entitled: true }
  | {
      entitled: false;
      /** `subscription`: none active; `item`: active, but the feature is not billed. */
      missing: 'subscription' | 'item';
      /** The 402's detail, also the UI's explanation. */
      detail: string;
    };

/** The items billed at `now`: a scheduled lowering counts once its date has come. */
export function billedItems(
  subscription: Pick<Subscription, 'items' | 'scheduled_change'>,
  now: Date,
): PriceKey[] {
  const change = subscription.scheduled_change;
  return change && Date.parse(change.effective_at) <= now.getTime()
    ? change.items
    : subscription.items;
}

export { currentSubscription, isRunning } from './current-subscription';

const NOT_BILLED: Record<Feature, string> = {
  calls: DETAILS.callsNotBilled,
  email: DETAILS.emailNotBilled,
  savings: DETAILS.savingsNotBilled,
  tools: DETAILS.subscriptionRequired,
};

function includes(
  feature: Feature,
  items: readonly PriceKey[],
  program: Pick<Program, 'email_opt_in'> | null | undefined,
): boolean {
  switch (feature) {
    case 'calls':
      return items.includes('negotiation1') || items.includes('negotiation2');
    case 'email':
      return items.includes('base') && program?.email_opt_in === true;
    case 'savings':
      return items.includes('savings');
    case 'tools':
      return items.includes('base');
  }
}

/** Whether `feature` may be used, and when not, what is missing and the detail to show. */
export function entitlement(
  feature: Feature,
  subscription: EntitledSubscription | null | undefined,
  program: Pick<Program, 'email_opt_in'> | null | undefined,
  now: Date,
): Entitlement {
  // Cancelled at the period's end, it entitles until that end: the period is paid for.
  if (!subscription || !isRunning(subscription, now)) {
    return { entitled: false, missing: 'subscription', detail: DETAILS.subscriptionRequired };
  }
  if (!includes(feature, billedItems(subscription, now), program)) {
    return { entitled: false, missing: 'item', detail: NOT_BILLED[feature] };
  }
  return { entitled: true };
}

/** Whether `feature` may be used: an active or trialing subscription billing it. */
export function entitled(
  feature: Feature,
  subscription: EntitledSubscription | null | undefined,
  program: Pick<Program, 'email_opt_in'> | null | undefined,
  now: Date,
): boolean {
  return entitlement(feature, subscription, program, now).entitled;
}
