/**
 * The analytics' counters (AD-13): which records count towards which figure, and the figures
 * from the counters. Every figure is a sum of its records' shares, so a write changes a counter
 * by the difference of its records' shares before and after it, and a recount is the sum of
 * every record's share.
 */
import { addDays, mondayOf } from '@/shared/lib/dates';
import { BASE_PLANS } from '@/shared/lib/plans';
import { OPEN_CALL_STATUSES, type Analytics } from '../contract';
import { planMix, signupWeeks } from './analytics';

/** The counters of a figure each. */
export const COUNTER = {
  users: 'users',
  admins: 'admins',
  tradelines: 'tradelines',
  interests: 'interests',
  callsWaiting: 'calls_waiting',
  activeSubscriptions: 'active_subscriptions',
  /** Monthly recurring revenue, in whole dollars as the subscriptions' amounts. */
  revenue: 'monthly_recurring_revenue',
  /** Users with at least one active subscription. */
  activeSubscribers: 'active_subscribers',
} as const;

export const planKey = (plan: string | null) => `plan:${plan ?? 'none'}`;
/** The sign-ups of a week (its Monday, UTC). */
export const weekKey = (monday: string) => `week:${monday}`;
/** The sign-ups of an hour (UTC), `hour:YYYY-MM-DDTHH`. */
export const hourKey = (instant: string) => `hour:${new Date(instant).toISOString().slice(0, 13)}`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of an `hour:` key's hour. */
function hourStart(key: string): number {
  return Date.parse(`${key.slice('hour:'.length)}:00:00.000Z`);
}

/**
 * The hours whose sign-ups the analytics count as "the last 7 days": every whole hour (UTC)
 * that starts after the instant 7×24 hours before now, this hour included (AD-13). Their
 * counters are kept a day longer, so the window always finds them.
 */
export function inLast7Days(key: string, now: Date): boolean {
  const start = hourStart(key);
  return start > now.getTime() - 7 * DAY_MS && start <= now.getTime();
}

/** The counters worth keeping at `now`: every figure's, the shown weeks' and the last 8 days' hours. */
export function isKept(key: string, now: Date): boolean {
  if (key.startsWith('hour:')) {
    const start = hourStart(key);
    return start > now.getTime() - 8 * DAY_MS && start <= now.getTime() + HOUR_MS;
  }
  if (key.startsWith('week:')) {
    return key.slice('week:'.length) >= addDays(signupWeeks(now)[0]!, -7);
  }
  return true;
}

export interface CountedUser {
  role: string;
  selected_plan: string | null;
  created_at: string;
}

/** A record's share of each counter: a map of counter keys to amounts. */
export type Shares = Map<string, number>;

export function userShares(user: CountedUser): Shares {
  return new Map([
    [COUNTER.users, 1],
    [COUNTER.admins, user.role === 'admin' ? 1 : 0],
    [planKey(user.selected_plan), 1],
    [weekKey(mondayOf(user.created_at)), 1],
    [hourKey(user.created_at), 1],
  ]);
}

/**
 * A subscription's share: one active subscription and its monthly amount while active (which
 * statuses are active is the enrollment feature's rule, passed in).
 */
export function subscriptionShares(subscription: {
  active: boolean;
  monthly_amount: number;
}): Shares {
  return new Map([
    [COUNTER.activeSubscriptions, subscription.active ? 1 : 0],
    [COUNTER.revenue, subscription.active ? subscription.monthly_amount : 0],
  ]);
}

export function callShares(call: { status: string }): Shares {
  return new Map([
    [COUNTER.callsWaiting, (OPEN_CALL_STATUSES as readonly string[]).includes(call.status) ? 1 : 0],
  ]);
}

export const oneEach = (key: string) => (): Shares => new Map([[key, 1]]);

/** The sum of the shares of `records`, each times `sign`, added to `into`. */
export function addShares<R>(
  into: Shares,
  records: readonly R[],
  shares: (record: R) => Shares,
  sign: 1 | -1,
): Shares {
  for (const record of records) {
    for (const [key, amount] of shares(record)) {
      if (amount !== 0) into.set(key, (into.get(key) ?? 0) + sign * amount);
    }
  }
  return into;
}

/**
 * A change of a counter is a record of its own, `<key>|<unique>` (FerretDB applies an `$inc` as a
 * read then a write, so concurrent increments of one record were lost: 38 of 40); the fold job
 * adds them into the `<key>` record. The key of either.
 */
export function counterKeyOf(id: string): string {
  const bar = id.indexOf('|');
  return bar < 0 ? id : id.slice(0, bar);
}

/** Every counter's value: its total and the changes not yet folded into it. */
export function counterValues(
  records: readonly { id: string; value: number }[],
): Map<string, number> {
  const values = new Map<string, number>();
  for (const { id, value } of records) {
    const key = counterKeyOf(id);
    values.set(key, (values.get(key) ?? 0) + value);
  }
  return values;
}

/** The analytics from the counters' values (a missing counter is 0). */
export function analyticsOf(counters: ReadonlyMap<string, number>, now: Date): Analytics {
  const value = (key: string) => counters.get(key) ?? 0;
  const weeks = signupWeeks(now);
  let last7Days = 0;
  for (const [key, count] of counters) {
    if (key.startsWith('hour:') && inLast7Days(key, now)) last7Days += count;
  }
  return {
    totals: {
      users: value(COUNTER.users),
      admins: value(COUNTER.admins),
      tradelines: value(COUNTER.tradelines),
      interest_submissions: value(COUNTER.interests),
    },
    signups_per_week: weeks.map((week_start) => ({
      week_start,
      count: value(weekKey(week_start)),
    })),
    plan_mix: planMix(
      new Map(
        [...BASE_PLANS, 'none' as const].map((plan) => [
          plan,
          value(planKey(plan === 'none' ? null : plan)),
        ]),
      ),
    ),
    active_subscriptions: value(COUNTER.activeSubscriptions),
    active_subscribers: value(COUNTER.activeSubscribers),
    signups_last_7_days: last7Days,
    calls_waiting: value(COUNTER.callsWaiting),
    // What the active subscriptions bill a month: the enrollment service keeps each one's
    // amount at `monthlyTotal` of the program (Stripe first, then the amount).
    monthly_recurring_revenue: value(COUNTER.revenue),
  };
}
