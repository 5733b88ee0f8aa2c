import { Collection as MswCollection } from '@msw/data';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '@/shared/store/port';
import { IdempotencyRecordSchema, type IdempotencyRecord } from '@/backend/idempotency';
import { PERSONAS } from './personas';
import { mockCollection, store } from './store';
import { describeIdempotency } from '../tests/store/idempotency-suite';
import { describePort, type Thing } from '../tests/store/port-suite';
import { describeCounters } from '../tests/store/counters-suite';
import { withCounters, type CountedStore } from '@/features/admin/service/counters';
import { RECORD_SCHEMAS } from './db';

const ThingSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.string(),
  n: z.number(),
  at: z.string(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
});

describePort('the mock database', {
  async things() {
    const table = new MswCollection({ schema: ThingSchema });
    return mockCollection<Thing>('things', table as never, [['name']]);
  },
});

describeCounters('the mock database', {
  async store() {
    const tables = [
      'users',
      'subscriptions',
      'tradelines',
      'interests',
      'calls',
      'counters',
    ] as const;
    const fresh = Object.fromEntries(
      tables.map((name) => [
        name,
        mockCollection(name, new MswCollection({ schema: RECORD_SCHEMAS[name] }) as never),
      ]),
    );
    return withCounters(fresh as unknown as CountedStore);
  },
});

describeIdempotency('the mock database', {
  async keys() {
    const table = new MswCollection({ schema: IdempotencyRecordSchema });
    return mockCollection<IdempotencyRecord>('idempotency', table as never);
  },
});

describe('the mock database', () => {
  it('keeps one email per user and Message-ID, like the server’s unique index', async () => {
    const email = {
      id: '0000000000000000000e0001',
      user_id: PERSONAS.subscriber.user_id,
      date_sent: new Date().toISOString(),
      subject: 'Offer',
      sender_email: 'offers@citi.example',
      content: 'Settle for 40%.',
      message_id: '<unique-test@citi.example>',
    };
    await store.emails.insert(email);
    try {
      await expect(
        store.emails.insert({ ...email, id: '0000000000000000000e0002' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      // Another user may receive a copy of the same message.
      await store.emails.insert({
        ...email,
        id: '0000000000000000000e0003',
        user_id: PERSONAS.newcomer.user_id,
      });
    } finally {
      await store.emails.remove({ message_id: email.message_id });
    }
  });
});
