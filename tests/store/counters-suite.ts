/**
 * The analytics' counters (AD-13) against a full recount, on both stores: random writes through
 * the counting collections (inserts, updates of the counted fields, upserts, bulk updates,
 * removals), then every counter must equal what a recount of the records says; and the
 * reconcile job puts right, and logs, a counter that drifted. Run against the mock store
 * (mocks/store.test.ts) and the mongoose store on FerretDB (tests/server/store.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildPersonas } from '../../mocks/personas';
import { counterValues, isKept } from '../../src/features/admin/model/counters';
import {
  foldCounters,
  reconcileCounters,
  recount,
  type CountedStore,
} from '../../src/features/admin/service/counters';
import type { UserRecord } from '../../src/features/auth/records';
import { signedUpAt, userKeys } from '../../src/features/auth/records';
import type { CallRecord } from '../../src/features/calls/records';
import type { SubscriptionRecord } from '../../src/features/enrollment/records';
import { silentLog, type Log } from '../../src/shared/api/service';

export interface CountersFixture {
  /** The counting store over empty users, subscriptions, tradelines, interests, calls, counters. */
  store(): Promise<CountedStore>;
}

/** A fixed instant: a Wednesday afternoon, so the last 7 days cross a Monday. */
const NOW = new Date('2026-11-25T15:20:00.000Z');
const HOUR_MS = 3_600_000;

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** Every kept counter's value (0 left out), from the counters or from a recount. */
async function stored(store: CountedStore): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const [id, value] of counterValues(await store.counters.find())) {
    if (value !== 0 && isKept(id, NOW)) values[id] = value;
  }
  return values;
}

async function counted(store: CountedStore): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const [id, value] of await recount(store, NOW)) if (value !== 0) values[id] = value;
  return values;
}

export function describeCounters(backend: string, fixture: CountersFixture): void {
  describe(`the analytics' counters on ${backend}`, () => {
    const seed = buildPersonas(NOW);
    const userTemplate = seed.users[0]!;
    const subscriptionTemplate = seed.subscriptions[0]!;
    const tradelineTemplate = seed.tradelines[0]!;
    const interestTemplate = seed.interests[0]!;

    it('equal a full recount after random writes of every kind', async () => {
      const store = await fixture.store();
      const pick = random(48);
      let next = 1;
      const users: string[] = [];
      const subscriptions: string[] = [];
      const calls: string[] = [];
      const tradelines: string[] = [];

      const newUser = (): UserRecord => {
        const n = next++;
        const name = `counted${n}`;
        // Up to 100 days back, hours apart: some in the last 7 days, some at their edge.
        const created_at = new Date(NOW.getTime() - pick.below(100 * 24) * HOUR_MS).toISOString();
        return {
          ...userTemplate,
          id: hex(n),
          username: name,
          email: `${name}@example.org`,
          ...userKeys(name, `${name}@example.org`),
          ...signedUpAt(created_at),
          role: pick.pick(['user', 'user', 'admin'] as const),
          selected_plan: pick.pick(['basic', 'upgrade', 'works', null] as const),
        };
      };
      const newSubscription = (user_id: string): SubscriptionRecord => ({
        ...subscriptionTemplate,
        id: `sub_counted${next++}`,
        user_id,
        status: pick.pick(['active', 'trialing', 'canceled', 'past_due'] as const),
        monthly_amount: pick.pick([5, 7, 10, 12, 15]),
      });
      const newCall = (user_id: string): CallRecord => ({
        id: hex(next++),
        user_id,
        tradeline_id: hex(1),
        tradeline_name: 'Chase',
        created_at: NOW.toISOString(),
        status: pick.pick(['requested', 'claimed', 'placed', 'failed'] as const),
        claimed_by_id: null,
        claimed_at: null,
        resolved_at: null,
        note: null,
      });

      for (let step = 0; step < 160; step++) {
        const kind = step < 12 ? 0 : pick.below(12);
        const someUser = () => pick.pick(users);
        switch (kind) {
          case 0: {
            const user = newUser();
            await store.users.insert(user);
            users.push(user.id);
            break;
          }
          case 1: {
            // The seed's way: an upsert by id, of a new user or over an existing one.
            const user = newUser();
            const id = pick.below(2) === 0 ? user.id : someUser();
            const { id: _new, ...fields } = user;
            await store.users.update({ id }, { set: fields }, { upsert: true });
            if (!users.includes(id)) users.push(id);
            break;
          }
          case 2:
            await store.users.update(
              { id: someUser() },
              {
                set: pick.pick([
                  { role: 'admin' as const },
                  { role: 'user' as const },
                  { selected_plan: 'works' as const },
                  { selected_plan: null },
                ]),
              },
            );
            break;
          case 3: {
            const id = someUser();
            await store.users.remove({ id });
            users.splice(users.indexOf(id), 1);
            if (users.length === 0) users.push((await store.users.insert(newUser())).id);
            break;
          }
          case 4: {
            const subscription = newSubscription(someUser());
            await store.subscriptions.insert(subscription);
            subscriptions.push(subscription.id);
            break;
          }
          case 5:
            if (subscriptions.length === 0) break;
            await store.subscriptions.update(
              { id: pick.pick(subscriptions) },
              pick.below(2) === 0
                ? { set: { status: pick.pick(['active', 'canceled', 'trialing'] as const) } }
                : { set: { monthly_amount: pick.pick([5, 10, 12]) } },
            );
            break;
          case 6:
            // Every subscription of one user at once (a multi-record write).
            await store.subscriptions.update(
              { user_id: someUser() },
              { set: { status: pick.pick(['active', 'canceled'] as const) } },
            );
            break;
          case 7:
            if (subscriptions.length === 0) break;
            await store.subscriptions.remove({ id: subscriptions.pop()! });
            break;
          case 8: {
            const call = newCall(someUser());
            await store.calls.insert(call);
            calls.push(call.id);
            break;
          }
          case 9:
            if (calls.length === 0) break;
            // A bulk write of the calls' statuses.
            await store.calls.updateEach(
              calls.slice(-3).map((id) => ({
                filter: { id },
                change: { set: { status: pick.pick(['claimed', 'placed', 'requested'] as const) } },
              })),
            );
            break;
          case 10: {
            const uuid = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
            const id = hex(next++);
            // A batch with a record already held: it stays out and is not counted.
            await store.tradelines.insertMany([
              { ...tradelineTemplate, id, uuid, user_id: someUser() },
              ...(tradelines.length > 0
                ? [{ ...tradelineTemplate, id: tradelines[0]!, uuid: 'held', user_id: someUser() }]
                : []),
            ]);
            tradelines.push(id);
            if (pick.below(3) === 0) await store.tradelines.remove({ id: tradelines.shift()! });
            break;
          }
          default:
            await store.interests.insert({ ...interestTemplate, id: hex(next++) });
        }
      }

      const figures = await counted(store);
      // The writes reached every kind of counter.
      for (const key of ['users', 'admins', 'tradelines', 'interests', 'calls_waiting']) {
        expect(figures[key], key).toBeGreaterThan(0);
      }
      expect(figures.active_subscriptions).toBeGreaterThan(0);
      expect(Object.keys(figures).some((key) => key.startsWith('hour:'))).toBe(true);
      expect(await stored(store)).toEqual(figures);
      // Folded into their totals, the changes still add up, and only totals are left.
      expect(await foldCounters(store)).toBeGreaterThan(0);
      expect(await stored(store)).toEqual(figures);
      expect((await store.counters.find()).every(({ id }) => !id.includes('|'))).toBe(true);
    });

    it('lose no change to concurrent writes', async () => {
      const store = await fixture.store();
      // FerretDB applies an `$inc` as a read then a write: 40 at once on one record kept 38.
      await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          store.interests.insert({ ...interestTemplate, id: hex(1_000 + n) }),
        ),
      );
      expect((await stored(store)).interests).toBe(40);
      await foldCounters(store);
      expect(await store.counters.get('interests')).toEqual({ id: 'interests', value: 40 });
    });

    it('are put right by the reconcile job, which logs the drift and drops stale counters', async () => {
      const store = await fixture.store();
      const user = {
        ...userTemplate,
        ...signedUpAt(new Date(NOW.getTime() - 2 * HOUR_MS).toISOString()),
        role: 'user' as const,
      };
      await store.users.insert(user);
      // Drift: a counter set wrong, and a counter of an hour older than any figure reads.
      await store.counters.update({ id: 'admins' }, { set: { value: 5 } }, { upsert: true });
      await store.counters.update(
        { id: 'hour:2026-10-01T10' },
        { set: { value: 3 } },
        { upsert: true },
      );
      const warnings: unknown[] = [];
      const log: Log = { ...silentLog, warn: (fields) => warnings.push(fields) };
      const drift = await reconcileCounters(store, NOW, log);
      expect(drift).toContainEqual({ counter: 'admins', stored: 5, counted: 0 });
      expect(warnings).toEqual([{ drift }]);
      expect(await stored(store)).toEqual(await counted(store));
      expect(await store.counters.get('hour:2026-10-01T10')).toBeNull();
      expect((await store.counters.get('users'))?.value).toBe(1);
      // Nothing left to correct: a second run finds no drift and logs nothing.
      expect(await reconcileCounters(store, NOW, log)).toEqual([]);
      expect(warnings).toHaveLength(1);
    });
  });
}
