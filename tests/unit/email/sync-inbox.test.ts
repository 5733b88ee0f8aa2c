import { Collection as MswCollection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { mockCollection } from '../../../mocks/store';
import {
  signedUpAt,
  userKeys,
  UserRecordSchema,
  type UserRecord,
} from '../../../src/features/auth/records';
import { syncInbox } from '../../../src/features/email/service/email';
import {
  EmailAccountRecordSchema,
  type EmailAccountRecord,
} from '../../../src/features/email/records';

const USER = '5eed01000000000000000099';

async function inboxStore() {
  const users = mockCollection<UserRecord>(
    'users',
    new MswCollection({ schema: UserRecordSchema }) as never,
  );
  const emailAccounts = mockCollection<EmailAccountRecord>(
    'emailAccounts',
    new MswCollection({ schema: EmailAccountRecordSchema }) as never,
  );
  await users.insert({
    id: USER,
    username: 'dana@example.com',
    email: 'Dana.Rivera@example.com',
    ...userKeys('dana@example.com', 'Dana.Rivera@example.com'),
    password_hash: null,
    stripe_customer_id: null,
    role: 'user',
    ...signedUpAt(new Date().toISOString()),
    selected_plan: null,
    premium_features: [],
    phone_number: null,
    google_sub: null,
  });
  return { users, emailAccounts };
}

describe('syncInbox (the program’s email opt-in)', () => {
  it('creates one active inbox on opt-in, stops it on opt-out and restarts the same one', async () => {
    const store = await inboxStore();
    await syncInbox(store, USER, false);
    expect(await store.emailAccounts.count()).toBe(0);
    await syncInbox(store, USER, true);
    const [inbox] = await store.emailAccounts.find({ user_id: USER });
    expect(inbox).toMatchObject({ active: true, user_id: USER });
    expect(inbox!.email_address).toMatch(/^dana\.rivera\.[0-9a-f]{16}@inbox\.selfsettle\.example$/);
    await syncInbox(store, USER, false);
    expect(await store.emailAccounts.find({})).toEqual([{ ...inbox, active: false }]);
    await syncInbox(store, USER, true);
    expect(await store.emailAccounts.find({})).toEqual([inbox]);
  });

  it('gives a new inbox at least 64 random bits, so its address cannot be guessed', async () => {
    const suffixes = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const store = await inboxStore();
      await syncInbox(store, USER, true);
      const [inbox] = await store.emailAccounts.find({ user_id: USER });
      const suffix = /^dana\.rivera\.([0-9a-f]+)@/.exec(inbox!.email_address)?.[1] ?? '';
      expect(suffix.length * 4).toBeGreaterThanOrEqual(64);
      suffixes.add(suffix);
    }
    expect(suffixes.size).toBe(20);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(
      syncInbox(await inboxStore(), '5eed010000000000000000aa', true),
    ).rejects.toMatchObject({ status: 404 });
  });
});
