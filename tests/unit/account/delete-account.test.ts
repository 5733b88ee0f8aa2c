/**
 * 'Delete my account' on the mock backend (issue 29, point 6): deleting the subscriber persona's
 * copy leaves nothing of it in any collection of the registry, and each collection either
 * names the field that holds its owner or says why it holds no one's data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFiles } from '../../../mocks/files';
import { PERSONAS } from '../../../mocks/personas';
import { resetDb } from '../../../mocks/seed';
import { mockMailer } from '../../../mocks/outbox';
import { store } from '../../../mocks/store';
import { sendReminders } from '@/features/account/service/reminders';
import { addDays } from '@/shared/lib/dates';
import { silentLog } from '@/shared/api/service';
import { COLLECTIONS, type CollectionName } from '@/backend/collections';
import { PERSONAL_DATA } from '@/backend/personal-data';
import { accountEndpoints as api } from '@/features/account/contract';
import { tradelineEndpoints } from '@/features/tradelines/contract';
import { login } from '@/features/auth/api/auth-requests';
import { configureHttp, request } from '@/shared/api/http';

let token: string | null = null;
configureHttp({ getToken: () => token });

const subscriber = PERSONAS.subscriber;
const names = Object.keys(COLLECTIONS) as CollectionName[];

/** The subscriber's records in one collection, by the registry's owner field. */
async function held(name: CollectionName): Promise<number> {
  const ownership = PERSONAL_DATA[name];
  if ('notPersonal' in ownership) return 0;
  const value = ownership.owner === 'email' ? subscriber.email : subscriber.user_id;
  return (store[name] as unknown as { count(filter: object): Promise<number> }).count({
    [ownership.owner]: value,
  });
}

beforeEach(async () => {
  await resetDb();
  token = (await login(subscriber.email, subscriber.password)).token;
});

describe('Delete my account on the mock backend', () => {
  it('names every collection of the registry, with an owner field or a reason', () => {
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual([...names].sort());
    for (const name of names) {
      const ownership = PERSONAL_DATA[name];
      if ('notPersonal' in ownership) expect(ownership.notPersonal.length).toBeGreaterThan(10);
      else expect(Object.keys(COLLECTIONS[name].schema.shape)).toContain(ownership.owner);
    }
  });

  it("leaves nothing of the subscriber persona's copy in any collection", async () => {
    // A step reminder sent: a claim in `reminders` and its unsubscribe link in `accountTokens`.
    const [next] = await store.events.find(
      {
        user_id: subscriber.user_id,
        completed: false,
        scheduled_date: { $gt: addDays(new Date().toISOString().slice(0, 10), 1) },
      },
      { sort: { scheduled_date: 1 }, limit: 1 },
    );
    const run = await sendReminders(
      { store, mailer: mockMailer, origin: () => 'http://localhost' },
      new Date(`${addDays(next!.scheduled_date, -1)}T18:00:00.000Z`),
      silentLog,
    );
    expect(run.sent).toBeGreaterThan(0);
    const before = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await held(n)])),
    );
    // The persona holds data in many collections, so the check below has something to find.
    for (const name of [
      'users',
      'sessions',
      'profiles',
      'tradelines',
      'events',
      'programs',
      'reminders',
      'accountTokens',
    ] as const)
      expect(before[name], name).toBeGreaterThan(0);
    // A stored file each (an agreement's letter): the subscriber's goes, the newcomer's stays.
    for (const [index, owner] of [subscriber.user_id, PERSONAS.newcomer.user_id].entries()) {
      await mockFiles.put(
        {
          id: `64f0000000000000000f1e0${index}`,
          user_id: owner,
          file_name: 'agreement.pdf',
          content_type: 'application/pdf',
          size: 8,
          uploaded_at: '2026-01-05T12:00:00.000Z',
        },
        new TextEncoder().encode('%PDF-1.7'),
      );
    }

    await request(api.deleteAccount, { body: { password: subscriber.password } });

    for (const name of names) expect(await held(name), name).toBe(0);
    expect(await mockFiles.listOwned(subscriber.user_id)).toEqual([]);
    expect(await mockFiles.listOwned(PERSONAS.newcomer.user_id)).toHaveLength(1);
    // The token in use ended with the rest.
    await expect(request(api.getSettings, {})).rejects.toMatchObject({ status: 401 });
    // Other people's records stay.
    expect(await store.users.count({ id: PERSONAS.newcomer.user_id })).toBe(1);
  });

  it("deletes the answers kept for the user's retried requests", async () => {
    // A creating request keeps its answer (the new debt) under its Idempotency-Key for a day.
    await request(tradelineEndpoints.createTradeline, {
      body: {
        user_id: subscriber.user_id,
        account_name: 'Kept answer card',
        current_balance: 1200,
        minimum_payment: 40,
        credit_limit: 2000,
      },
    });
    const kept = await store.idempotency.find({});
    expect(JSON.stringify(kept)).toContain('Kept answer card');
    await request(api.deleteAccount, { body: { password: subscriber.password } });
    expect(JSON.stringify(await store.idempotency.find({}))).not.toContain('Kept answer card');
  });

  it('refuses new sign-ins while it deletes, and removes writes that landed meanwhile', async () => {
    const remove = store.tradelines.remove.bind(store.tradelines);
    let during: { signIn: unknown; write: unknown } | null = null;
    store.tradelines.remove = async (filter) => {
      if (!during) {
        during = { signIn: null, write: null };
        // A sign-in with the right password while the deletion runs gets no session.
        during.signIn = await login(subscriber.email, subscriber.password).then(
          () => 'signed in',
          (error: { status?: number }) => error.status,
        );
      }
      const removed = await remove(filter);
      // A request admitted before the deletion began writes after its collection was emptied.
      if (during.write === null) {
        during.write = 'written';
        await store.tradelines.insert({
          ...(await store.tradelines.findOne({}))!,
          id: '64f00000000000000000aaaa',
          uuid: 'late-write',
          user_id: subscriber.user_id,
        });
      }
      return removed;
    };
    try {
      await request(api.deleteAccount, { body: { password: subscriber.password } });
    } finally {
      store.tradelines.remove = remove;
    }
    expect(during!.signIn).toBe(401);
    expect(await held('tradelines')).toBe(0);
    expect(await held('sessions')).toBe(0);
  });

  it('deletes nothing for a wrong password', async () => {
    await expect(
      request(api.deleteAccount, { body: { password: 'Not-the-pass1!' } }),
    ).rejects.toMatchObject({ status: 400, detail: 'Your password is not correct.' });
    expect(await held('users')).toBe(1);
    expect(await held('tradelines')).toBeGreaterThan(0);
  });
});
