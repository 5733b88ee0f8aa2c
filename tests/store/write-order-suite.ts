/**
 * Multi-step writes without transactions (issue 23, point 7), one suite for both backends: the
 * shared services run on the mock store (tests/unit/store/write-order.test.ts) and on the mongoose
 * store over FerretDB (tests/server/write-order.test.ts). Each test stops a service between two
 * of its steps through the storage port (a step that throws, as when the process stops, or a
 * step held back while another request runs), then checks what was left and that a retry or the
 * next request finishes the job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type SessionRecord, type UserRecord } from '@/features/auth/records';
import { CALL_LOCK_LIFETIME_MS } from '@/features/calls/model/calls';
import { createAdminService, type AdminDeps } from '@/features/admin/service/admin';
import { createCallService, type CallDeps } from '@/features/calls/service/calls';
import { syncSchedule } from '@/features/timeline/service/schedule';
import {
  createTradelineService,
  type TradelineDeps,
} from '@/features/tradelines/service/tradelines';
import { DETAILS } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { storedUser } from './stored-user';
import { type Caller } from '@/shared/api/service';
import { serviceCall } from './service-call';

/** The collections the three services use. */
export type WriteOrderStore = AdminDeps['store'] & CallDeps['store'] & TradelineDeps['store'];

export interface WriteOrderFixture {
  /** The store, its records from earlier tests left as they are (each test makes its own). */
  store(): Promise<WriteOrderStore>;
}

type Method = 'insert' | 'insertMany' | 'update' | 'remove';

/** Thrown where the test stops a service, as if its process stopped there. */
const STOPPED = 'the process stopped here';

/**
 * The collection with its `method`'s call number `at` (1 for the first) replaced: it throws, or
 * it waits for `hold` before going on.
 */
function interrupt<C extends object>(
  collection: C,
  method: Method,
  at: number,
  hold?: Promise<void>,
): { collection: C; reached: Promise<void> } {
  let calls = 0;
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const wrapped = new Proxy(collection, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== method || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        calls += 1;
        if (calls === at) {
          reach();
          if (!hold) throw new Error(STOPPED);
          await hold;
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { collection: wrapped, reached };
}

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export function describeWriteOrders(backend: string, fixture: WriteOrderFixture): void {
  describe(`multi-step writes on ${backend}`, () => {
    let store: WriteOrderStore;
    const now = new Date('2026-11-26T10:00:00.000Z');

    async function addUser(role: UserRecord['role']): Promise<Caller> {
      const id = newObjectId();
      const email = `order-${id}@example.com`;
      await store.users.insert(storedUser(id, email, role, now.toISOString()));
      return { id, username: email, email, role };
    }

    async function addSession(user: Caller): Promise<string> {
      const id = `session-${newObjectId()}`;
      await store.sessions.insert({
        id,
        user_id: user.id,
        username: user.username,
        email: user.email,
        role: user.role,
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        revoked_at: null,
        created_at: now.toISOString(),
      });
      return id;
    }

    const sessionRole = async (id: string) =>
      ((await store.sessions.get(id)) as SessionRecord | null)?.role;
    const storedRole = async (user: Caller) => (await store.users.get(user.id))?.role;
    const changesOf = (user: Caller) => store.roleChanges.count({ user_id: user.id });

    beforeEach(async () => {
      store = await fixture.store();
    });

    describe('a role change', () => {
      const change = (deps: WriteOrderStore, admin: Caller, user: Caller, role: Caller['role']) =>
        createAdminService({ store: deps }).updateUser!(
          serviceCall(admin, now, { params: { id: user.id }, body: { role } }),
        );

      it('lowers the sessions and writes the audit record before a demotion is stored', async () => {
        const admin = await addUser('admin');
        const demoted = await addUser('admin');
        const session = await addSession(demoted);
        const stopped = interrupt(store.users, 'update', 1);
        await expect(
          change({ ...store, users: stopped.collection }, admin, demoted, 'user'),
        ).rejects.toThrow(STOPPED);
        // Stopped before the role was written: the sessions already hold no more than the
        // change leaves, and the change's audit record is there.
        expect(await storedRole(demoted)).toBe('admin');
        expect(await sessionRole(session)).toBe('user');
        expect(await changesOf(demoted)).toBe(1);

        await change(store, admin, demoted, 'user');
        expect(await storedRole(demoted)).toBe('user');
        expect(await sessionRole(session)).toBe('user');
      });

      it('stores no change when it stops at the audit record', async () => {
        const admin = await addUser('admin');
        const promoted = await addUser('user');
        const session = await addSession(promoted);
        const stopped = interrupt(store.roleChanges, 'insert', 1);
        await expect(
          change({ ...store, roleChanges: stopped.collection }, admin, promoted, 'admin'),
        ).rejects.toThrow(STOPPED);
        expect(await storedRole(promoted)).toBe('user');
        expect(await sessionRole(session)).toBe('user');
        expect(await changesOf(promoted)).toBe(0);
      });

      it('leaves the sessions below a promotion stored just before a stop, and the retry lifts them', async () => {
        const admin = await addUser('admin');
        const promoted = await addUser('user');
        const session = await addSession(promoted);
        // A promotion moves the sessions once, after the change: stop there.
        const stopped = interrupt(store.sessions, 'update', 1);
        await expect(
          change({ ...store, sessions: stopped.collection }, admin, promoted, 'admin'),
        ).rejects.toThrow(STOPPED);
        expect(await storedRole(promoted)).toBe('admin');
        expect(await sessionRole(session)).toBe('user');
        expect(await changesOf(promoted)).toBe(1);

        // The retry finds the role already stored: it records nothing more, and the sessions
        // follow.
        const row = (await change(store, admin, promoted, 'admin')) as { role: string };
        expect(row.role).toBe('admin');
        expect(await sessionRole(session)).toBe('admin');
        expect(await changesOf(promoted)).toBe(1);
      });

      it('takes back the audit record and the sessions when a demotion is undone', async () => {
        const admin = await addUser('admin');
        const demoted = await addUser('admin');
        const session = await addSession(demoted);
        // The last-admin rule's second count finds no admin left, as when two admins demote
        // each other at once: the demotion is undone.
        let counts = 0;
        const users = new Proxy(store.users, {
          get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver) as unknown;
            if (key !== 'count' || typeof value !== 'function') return value;
            return async (...args: unknown[]) => {
              counts += 1;
              if (counts === 2) return 0;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          },
        });
        await expect(change({ ...store, users }, admin, demoted, 'user')).rejects.toMatchObject({
          status: 409,
          detail: DETAILS.lastAdmin,
        });
        expect(await storedRole(demoted)).toBe('admin');
        expect(await sessionRole(session)).toBe('admin');
        expect(await changesOf(demoted)).toBe(0);
      });
    });

    describe('the call queue', () => {
      async function addCall(user: Caller): Promise<string> {
        const id = newObjectId();
        await store.calls.insert({
          id,
          user_id: user.id,
          tradeline_id: newObjectId(),
          tradeline_name: 'Card',
          created_at: now.toISOString(),
          status: 'requested',
          claimed_by_id: null,
          claimed_at: null,
          resolved_at: null,
          note: null,
        });
        return id;
      }
      // Claiming and closing never ask the telephony provider or use a daily allowance.
      const unused = () => Promise.reject(new Error('not used by the queue'));
      const queue = (deps: WriteOrderStore) =>
        createCallService({
          store: deps,
          quota: { consume: unused },
          telephony: { requestCall: unused },
        });
      const claim = (deps: WriteOrderStore, admin: Caller, id: string, at: Date) =>
        queue(deps).claimCall!(serviceCall(admin, at, { params: { id } }));
      const resolve = (deps: WriteOrderStore, admin: Caller, id: string, at: Date) =>
        queue(deps).resolveCall!(
          serviceCall(admin, at, {
            params: { id },
            body: { status: 'placed', note: 'Reached them' },
          }),
        );
      const later = new Date(now.getTime() + CALL_LOCK_LIFETIME_MS + 1_000);

      it('lets another admin claim a call once the lock of a stopped claim expires', async () => {
        const [user, first, second, third] = [
          await addUser('user'),
          await addUser('admin'),
          await addUser('admin'),
          await addUser('admin'),
        ];
        const id = await addCall(user);
        const stopped = interrupt(store.calls, 'update', 1);
        await expect(
          claim({ ...store, calls: stopped.collection }, first, id, now),
        ).rejects.toThrow(STOPPED);
        expect((await store.calls.get(id))?.status).toBe('requested');
        // The lock holds while a claim could still be under way...
        await expect(claim(store, second, id, now)).rejects.toMatchObject({
          status: 409,
          detail: DETAILS.callTaken,
        });
        // ...and once it has expired, of two admins claiming at once exactly one wins.
        const results = await Promise.allSettled([
          claim(store, second, id, later),
          claim(store, third, id, later),
        ]);
        const won = results.filter((result) => result.status === 'fulfilled');
        expect(won).toHaveLength(1);
        const call = await store.calls.get(id);
        expect(call?.status).toBe('claimed');
        expect([second.id, third.id]).toContain(call?.claimed_by_id);
      });

      it('lets the claimer record the outcome once the lock of a stopped outcome expires', async () => {
        const [user, admin] = [await addUser('user'), await addUser('admin')];
        const id = await addCall(user);
        await claim(store, admin, id, now);
        const stopped = interrupt(store.calls, 'update', 1);
        await expect(
          resolve({ ...store, calls: stopped.collection }, admin, id, now),
        ).rejects.toThrow(STOPPED);
        expect((await store.calls.get(id))?.status).toBe('claimed');
        await expect(resolve(store, admin, id, now)).rejects.toMatchObject({ status: 409 });
        await resolve(store, admin, id, later);
        expect((await store.calls.get(id))?.status).toBe('placed');
      });
    });

    describe('a tradeline deleted while its schedule syncs', () => {
      const service = (deps: WriteOrderStore) => createTradelineService({ store: deps });
      const body = (user: Caller) => ({
        user_id: user.id,
        account_name: 'Card',
        current_balance: 1_200,
        minimum_payment: 40,
        credit_limit: 5_000,
      });
      const remove = (deps: WriteOrderStore, user: Caller, id: string) =>
        service(deps).deleteTradeline!(serviceCall(user, now, { params: { id } }));
      const eventsOf = (uuid: string) => store.events.count({ tradeline_uuid: uuid });

      it('takes back the events a sync writes for a tradeline deleted while it planned', async () => {
        const user = await addUser('user');
        // The creation's sync is held just before it writes the new tradeline's events.
        const held = gate();
        const insert = interrupt(store.events, 'insertMany', 1, held.opened);
        const creating = service({ ...store, events: insert.collection }).createTradeline!(
          serviceCall(user, now, { body: body(user) }),
        ) as Promise<{ id: string; uuid: string }>;
        await insert.reached;
        const [tradeline] = await store.tradelines.find({ user_id: user.id });
        await remove(store, user, tradeline!.id);
        held.open();
        await creating;
        expect(await store.tradelines.get(tradeline!.id)).toBeNull();
        expect(await eventsOf(tradeline!.uuid)).toBe(0);
      });

      it('removes the events a sync wrote between the delete’s steps', async () => {
        const user = await addUser('user');
        const created = (await service(store).createTradeline!(
          serviceCall(user, now, { body: body(user) }),
        )) as { id: string; uuid: string };
        expect(await eventsOf(created.uuid)).toBe(5);
        // The delete is held after removing the events, before the tradeline; a sync (another
        // request's) runs then and schedules the tradeline afresh.
        const held = gate();
        const tradelines = interrupt(store.tradelines, 'remove', 1, held.opened);
        const deleting = remove({ ...store, tradelines: tradelines.collection }, user, created.id);
        await tradelines.reached;
        await syncSchedule(store, user.id);
        expect(await eventsOf(created.uuid)).toBe(5);
        held.open();
        await deleting;
        expect(await eventsOf(created.uuid)).toBe(0);
      });

      it('leaves events a stopped delete left behind for the next sync to remove', async () => {
        const user = await addUser('user');
        const created = (await service(store).createTradeline!(
          serviceCall(user, now, { body: body(user) }),
        )) as { id: string; uuid: string };
        const other = (await service(store).createTradeline!(
          serviceCall(user, now, { body: { ...body(user), account_name: 'Other card' } }),
        )) as { id: string; uuid: string };
        // As above, and the delete stops after removing the tradeline, before its second
        // removal of the events.
        const held = gate();
        const tradelines = interrupt(store.tradelines, 'remove', 1, held.opened);
        const events = interrupt(store.events, 'remove', 2);
        const deleting = remove(
          { ...store, tradelines: tradelines.collection, events: events.collection },
          user,
          created.id,
        );
        await tradelines.reached;
        await syncSchedule(store, user.id);
        held.open();
        await expect(deleting).rejects.toThrow(STOPPED);
        expect(await store.tradelines.get(created.id)).toBeNull();
        expect(await eventsOf(created.uuid)).toBe(5);

        await syncSchedule(store, user.id);
        expect(await eventsOf(created.uuid)).toBe(0);
        expect(await eventsOf(other.uuid)).toBe(5);
      });
    });
  });
}
