/**
 * The analytics' counters on both backends (AD-13). `withCounters` wraps the collections the
 * figures count (users, subscriptions, tradelines, interest submissions, calls) so that every
 * write through the storage port also moves the counters by its records' shares (the write, then
 * the counters: FerretDB has no transactions); `reconcileCounters`, the scheduled job, recounts
 * every figure from the records, corrects any counter that drifted (a process stopped between a
 * write and its counters, two writes racing, data loaded around the port) and logs what it
 * corrected. The analytics read the counters in one query.
 */
import type { UserRecord } from '@/features/auth/records';
import { ACTIVE_SUBSCRIPTION_STATUSES, isActiveStatus } from '@/features/enrollment/model/pricing';
import type { SubscriptionRecord } from '@/features/enrollment/records';
import type { InterestRecord } from '@/features/plan-builder/records';
import { OPEN_CALL_STATUSES } from '@/features/calls/contract';
import type { CallRecord } from '@/features/calls/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { addDays, mondayOf } from '@/shared/lib/dates';
import { DuplicateKeyError, type Change, type Collection, type Filter } from '@/shared/store/port';
import type { Log } from '@/shared/api/service';
import { signupWeeks } from '../model/analytics';
import {
  addShares,
  callShares,
  COUNTER,
  counterKeyOf,
  counterValues,
  hourKey,
  isKept,
  oneEach,
  planKey,
  subscriptionShares,
  userShares,
  weekKey,
  type Shares,
} from '../model/counters';
import type { CounterRecord } from '../records';

/** The collections the counters count, and the counters. */
export interface CountedStore {
  users: Collection<UserRecord>;
  subscriptions: Collection<SubscriptionRecord>;
  tradelines: Collection<TradelineRecord>;
  interests: Collection<InterestRecord>;
  calls: Collection<CallRecord>;
  counters: Collection<CounterRecord>;
}

/** How a collection's records count. */
interface Counting<T> {
  shares: (record: T) => Shares;
  /** The fields the shares depend on: a write that changes none of them moves no counter. */
  fields: readonly string[];
  /** Subscriptions: the users with an active one, a count of different users. */
  subscribers?: {
    userOf: (record: T) => string;
    has: (userId: string) => Promise<boolean>;
  };
}

/**
 * Adds `shares` to the counters: each as a record of its own, `<key>|<unique>`, which no
 * concurrent write can lose (an insert under a new id); `foldCounters` adds them up later.
 */
async function move(counters: Collection<CounterRecord>, shares: Shares): Promise<void> {
  await Promise.all(
    [...shares]
      .filter(([, value]) => value !== 0)
      .map(([key, value]) => counters.insert({ id: `${key}|${crypto.randomUUID()}`, value })),
  );
}

/** The plain equalities of a filter: the fields an upsert's new record takes from it. */
function equalities<T>(filter: Filter<T>): Filter<T> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([key, condition]) =>
        key !== '$or' &&
        (typeof condition !== 'object' || condition === null || Array.isArray(condition)),
    ),
  ) as Filter<T>;
}

function counted<T extends { id: string }>(
  inner: Collection<T>,
  counters: Collection<CounterRecord>,
  counting: Counting<T>,
): Collection<T> {
  const touches = (change: Change<T>) =>
    [change.set, change.inc, change.setOnInsert].some(
      (part) => part && Object.keys(part).some((field) => counting.fields.includes(field)),
    );
  const subscribersOf = async (users: Iterable<string>) => {
    const has = counting.subscribers?.has;
    if (!has) return new Map<string, boolean>();
    const ids = [...new Set(users)];
    return new Map(await Promise.all(ids.map(async (id) => [id, await has(id)] as const)));
  };
  const userOf = (record: T) => counting.subscribers?.userOf(record) ?? '';

  /** Moves the counters from the records `before` a write to the records `after` it. */
  async function account(
    before: readonly T[],
    after: readonly T[],
    subscribersBefore: Map<string, boolean>,
  ): Promise<void> {
    const shares = addShares(new Map(), after, counting.shares, 1);
    addShares(shares, before, counting.shares, -1);
    if (counting.subscribers) {
      const now = await subscribersOf(subscribersBefore.keys());
      let subscribers = 0;
      for (const [user, had] of subscribersBefore) {
        subscribers += Number(now.get(user) ?? false) - Number(had);
      }
      shares.set(COUNTER.activeSubscribers, subscribers);
    }
    // The write stands whatever happens to its counters: the reconcile job corrects them, so a
    // failed counter is not the caller's error to retry.
    await move(counters, shares).catch(() => undefined);
  }

  async function insert(record: T): Promise<T> {
    const had = await subscribersOf(counting.subscribers ? [userOf(record)] : []);
    const stored = await inner.insert(record);
    await account([], [stored], had);
    return stored;
  }

  async function update(
    filter: Filter<T>,
    change: Change<T>,
    options: { upsert?: boolean } = {},
  ): Promise<number> {
    if (!touches(change) && !options.upsert) return inner.update(filter, change, options);
    const before = await inner.find(filter);
    // An upsert that makes a record: its user is the one of the record it makes.
    const made = { ...equalities(filter), ...change.setOnInsert, ...change.set } as T;
    const had = await subscribersOf(
      before.length > 0 ? before.map(userOf) : options.upsert ? [userOf(made)] : [],
    );
    const matched = await inner.update(filter, change, options);
    const after: T[] = [];
    if (before.length > 0) {
      for (const record of await Promise.all(before.map(({ id }) => inner.get(id)))) {
        if (record) after.push(record);
      }
    } else if (options.upsert) {
      after.push(...(await inner.find(equalities(filter))));
    }
    await account(before, after, had);
    return matched;
  }

  return {
    ...inner,
    insert,
    async insertMany(records) {
      for (const record of records) {
        try {
          await insert(record);
        } catch (error) {
          // As `insertMany`: a record whose unique key is held stays out, the rest go in.
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
    },
    update,
    async updateEach(updates) {
      if (!updates.some(({ change }) => touches(change))) return inner.updateEach(updates);
      let matched = 0;
      for (const { filter, change } of updates) matched += await update(filter, change);
      return matched;
    },
    async remove(filter) {
      const before = await inner.find(filter);
      if (before.length === 0) return 0;
      const had = await subscribersOf(before.map(userOf));
      const removed = await inner.remove(filter);
      await account(before, [], had);
      return removed;
    },
  };
}

const active = { $in: [...ACTIVE_SUBSCRIPTION_STATUSES] };

/** The store with the counted collections counting (the others as they are). */
export function withCounters<S extends CountedStore>(store: S): S {
  const { counters } = store;
  return {
    ...store,
    users: counted(store.users, counters, {
      shares: userShares,
      fields: ['role', 'selected_plan', 'created_at'],
    }),
    subscriptions: counted(store.subscriptions, counters, {
      shares: ({ status, monthly_amount }) =>
        subscriptionShares({ active: isActiveStatus(status), monthly_amount }),
      fields: ['status', 'monthly_amount', 'user_id'],
      subscribers: {
        userOf: (subscription) => subscription.user_id,
        has: async (user_id) => (await store.subscriptions.count({ user_id, status: active })) > 0,
      },
    }),
    tradelines: counted(store.tradelines, counters, {
      shares: oneEach(COUNTER.tradelines),
      fields: [],
    }),
    interests: counted(store.interests, counters, {
      shares: oneEach(COUNTER.interests),
      fields: [],
    }),
    calls: counted(store.calls, counters, { shares: callShares, fields: ['status'] }),
  };
}

const DAY_MS = 86_400_000;

/**
 * Every counter worth keeping at `now`, recounted from the records: the figures, the plan mix,
 * the shown weeks and the one before, and the hours of the last 8 days. Each is a count or sum
 * the database works out, or a read of the few users who signed up in those days.
 */
export async function recount(store: CountedStore, now: Date): Promise<Map<string, number>> {
  const weeks = [addDays(signupWeeks(now)[0]!, -7), ...signupWeeks(now)];
  const since = new Date(now.getTime() - 8 * DAY_MS).toISOString();
  const recentWeeks = [...new Set([mondayOf(since), mondayOf(now.toISOString())])];
  const [plans, admins, tradelines, interests, calls, billed, subscribers, perWeek, recent] =
    await Promise.all([
      store.users.group('selected_plan'),
      store.users.count({ role: 'admin' }),
      store.tradelines.count(),
      store.interests.count(),
      store.calls.count({ status: { $in: [...OPEN_CALL_STATUSES] } }),
      store.subscriptions.group(null, { status: active }, ['monthly_amount']),
      store.subscriptions.countDistinct('user_id', { status: active }),
      Promise.all(weeks.map((week) => store.users.count({ signup_week: week }))),
      Promise.all(
        recentWeeks.map((week) =>
          store.users.select(['created_at'], { signup_week: week, created_at: { $gt: since } }),
        ),
      ),
    ]);
  const counts = new Map<string, number>([
    [COUNTER.users, plans.reduce((sum, group) => sum + group.count, 0)],
    [COUNTER.admins, admins],
    [COUNTER.tradelines, tradelines],
    [COUNTER.interests, interests],
    [COUNTER.callsWaiting, calls],
    [COUNTER.activeSubscriptions, billed[0]?.count ?? 0],
    [COUNTER.revenue, billed[0]?.sums.monthly_amount ?? 0],
    [COUNTER.activeSubscribers, subscribers],
  ]);
  for (const group of plans) counts.set(planKey(group.key), group.count);
  weeks.forEach((week, index) => counts.set(weekKey(week), perWeek[index]!));
  for (const user of recent.flat()) {
    const key = hourKey(user.created_at);
    if (isKept(key, now)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface Drift {
  counter: string;
  /** What the counter held, and what the records say. */
  stored: number;
  counted: number;
}

/**
 * The scheduled reconcile: recounts, sets every counter that drifted to its count, removes the
 * counters no figure reads any more, and logs what it corrected. A write racing with it may
 * leave a drift behind, which the next run corrects.
 */
export async function reconcileCounters(
  store: CountedStore,
  now: Date,
  log: Log,
): Promise<Drift[]> {
  await foldCounters(store);
  const [counts, stored] = await Promise.all([recount(store, now), store.counters.find()]);
  const held = counterValues(stored);
  const drift: Drift[] = [];
  for (const [counter, value] of held) {
    if (!counts.has(counter) && isKept(counter, now) && value !== 0) {
      drift.push({ counter, stored: value, counted: 0 });
    }
  }
  for (const [counter, counted] of counts) {
    const value = held.get(counter) ?? 0;
    if (value !== counted) drift.push({ counter, stored: value, counted });
  }
  // A total set to the count less the changes still to fold, so that folding them lands on it.
  const pending = counterValues(stored.filter((record) => record.id.includes('|')));
  await Promise.all(
    drift.map(({ counter, counted }) =>
      store.counters.update(
        { id: counter },
        { set: { value: counted - (pending.get(counter) ?? 0) } },
        { upsert: true },
      ),
    ),
  );
  const stale = stored.map((record) => record.id).filter((id) => !isKept(counterKeyOf(id), now));
  if (stale.length > 0) await store.counters.remove({ id: { $in: stale } });
  if (drift.length > 0) log.warn({ drift }, 'analytics counters corrected');
  return drift;
}

/**
 * Adds the counters' pending changes into their totals and removes them; answers how many. Run
 * by one job at a time (the scheduler's lock), so the totals' `$inc`s never race each other. A
 * stop between a total's `$inc` and the removal counts those changes twice until the next
 * reconcile.
 */
export async function foldCounters(store: Pick<CountedStore, 'counters'>): Promise<number> {
  const changes = (await store.counters.find()).filter((record) => record.id.includes('|'));
  if (changes.length === 0) return 0;
  const totals = counterValues(changes);
  await Promise.all(
    [...totals].map(([id, value]) =>
      store.counters.update({ id }, { inc: { value } }, { upsert: true }),
    ),
  );
  await store.counters.remove({ id: { $in: changes.map((change) => change.id) } });
  return changes.length;
}
