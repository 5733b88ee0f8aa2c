import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COLLECTIONS } from '../../src/backend/collections';
import { searchGrams } from '../../src/features/auth/records';
import { backfillUserKeys, connectDatabase, registerModels } from '../../server/platform/db';
import { BULK_BATCH, createMongoStore, mongoCollection } from '../../server/platform/store';
import type { CountedStore } from '../../src/features/admin/service/counters';
import { describeCounters } from '../store/counters-suite';
import type { IdempotencyRecord } from '../../src/backend/idempotency';
import { describeIdempotency } from '../store/idempotency-suite';
import { describePort, type Thing } from '../store/port-suite';
import './provided';
import { watchWrites } from './write-log';

let connection: Connection;
let model: Model<never>;

beforeAll(async () => {
  connection = await connectDatabase(
    inject('mongodbUri'),
    `store_${randomUUID().slice(0, 8)}`,
    undefined,
    // The writes-by-id test reads the commands sent (./write-log.ts).
    { monitorCommands: true },
  );
  const schema = new Schema(
    {
      _id: String,
      name: { type: String, required: true, unique: true },
      // Kept lower-cased, as users' `email_key`: text searches on it use its index.
      owner: { type: String, lowercase: true, index: true },
      n: Number,
      at: Date,
      tags: [String],
      note: { type: String, default: null },
    },
    { versionKey: false },
  );
  model = connection.model('Thing', schema, 'things') as unknown as Model<never>;
  await model.createCollection();
  await model.createIndexes();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describePort('MongoDB (FerretDB)', {
  async things() {
    await model.deleteMany({});
    return mongoCollection<Thing>(model);
  },
});

describeCounters('MongoDB (FerretDB)', {
  async store() {
    const models = registerModels(connection);
    const counted = [
      models.User,
      models.Subscription,
      models.Tradeline,
      models.Interest,
      models.Call,
      models.Counter,
    ] as unknown as Model<never>[];
    for (const model of counted) {
      await model.createCollection().catch(() => undefined);
      await model.createIndexes();
      await model.deleteMany({});
    }
    return createMongoStore(models) as unknown as CountedStore;
  },
});

describeIdempotency('MongoDB (FerretDB)', {
  async keys() {
    const model = registerModels(connection).IdempotencyKey;
    await model.createCollection().catch(() => undefined);
    await model.deleteMany({});
    return mongoCollection<IdempotencyRecord>(model as unknown as Model<never>);
  },
});

describe('a write that names one id', () => {
  it('goes as a single-document update or delete; any other filter as a multi-document one', async () => {
    await model.deleteMany({});
    const things = mongoCollection<Thing>(model);
    await things.insertMany([
      {
        id: 'w1',
        name: 'one',
        owner: 'a',
        n: 1,
        at: '2026-01-01T00:00:00.000Z',
        tags: [],
        note: null,
      },
      {
        id: 'w2',
        name: 'two',
        owner: 'a',
        n: 2,
        at: '2026-01-02T00:00:00.000Z',
        tags: [],
        note: null,
      },
    ]);
    const writes = watchWrites(connection);
    expect(await things.update({ id: 'w1', n: 1 }, { set: { n: 10 } })).toBe(1);
    expect(await things.update({ owner: 'a' }, { inc: { n: 1 } })).toBe(2);
    expect(await things.remove({ id: 'w2' })).toBe(1);
    expect(await things.remove({ owner: 'a' })).toBe(1);
    // Each entry holds its command's statements: `"multi":true` (an update) and `"limit":0`
    // (a delete) mark a multi-document one.
    expect(
      writes().map(
        (entry) =>
          `${entry.split(' ')[0]} ${/"multi":true|"limit":0/.test(entry) ? 'many' : 'one'}`,
      ),
    ).toEqual(['update one', 'update many', 'delete one', 'delete many']);
    expect(await things.find()).toEqual([]);
  });
});

describe('several updates at once', () => {
  it('go to the database as one update command, by id as single-document ones', async () => {
    await model.deleteMany({});
    const things = mongoCollection<Thing>(model);
    const row = (n: number): Thing => ({
      id: `b${n}`,
      name: `bulk ${n}`,
      owner: 'b',
      n,
      at: '2026-01-01T00:00:00.000Z',
      tags: [],
      note: null,
    });
    await things.insertMany([row(1), row(2), row(3)]);
    const writes = watchWrites(connection);
    expect(
      await things.updateEach(
        [1, 2, 3].map((n) => ({ filter: { id: `b${n}` }, change: { inc: { n: 10 } } })),
      ),
    ).toBe(3);
    const log = writes();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^update things /);
    expect(log[0]).not.toMatch(/"multi":true/);
    expect((await things.find({}, { sort: { n: 1 } })).map((t) => t.n)).toEqual([11, 12, 13]);
  });

  it(`go ${BULK_BATCH} to a command, so a re-plan's hundreds never stall FerretDB`, async () => {
    await model.deleteMany({});
    const things = mongoCollection<Thing>(model);
    const ids = Array.from({ length: 120 }, (_, n) => `m${n}`);
    await things.insertMany(
      ids.map((id, n) => ({
        id,
        name: id,
        owner: 'm',
        n,
        at: '2026-01-01T00:00:00.000Z',
        tags: [],
        note: null,
      })),
    );
    const writes = watchWrites(connection);
    expect(
      await things.updateEach(
        ids.map((id) => ({ filter: { id }, change: { set: { note: 'moved' } } })),
      ),
    ).toBe(120);
    expect(writes()).toHaveLength(Math.ceil(120 / BULK_BATCH));
    expect(await things.count({ note: 'moved' })).toBe(120);
    // Writes after it go through.
    expect(await things.update({ id: 'm0' }, { set: { note: 'after' } })).toBe(1);
  }, 30_000);
});

describe('the collection registry', () => {
  it('gives every model the unique keys the registry names (the mock store reads the same)', () => {
    const models = registerModels(connection) as unknown as Record<string, Model<never>>;
    for (const [name, { model, unique }] of Object.entries(COLLECTIONS)) {
      expect(models[model], name).toBeDefined();
      const indexes = models[model]!.schema.indexes();
      for (const fields of unique) {
        const keys = Object.fromEntries(fields.map((field) => [field, 1]));
        expect(indexes, `${name}: ${fields.join(', ')}`).toContainEqual([
          keys,
          expect.objectContaining({ unique: true }),
        ]);
      }
    }
    expect(COLLECTIONS.users.unique).toEqual([['username_key'], ['email_key']]);
  });
});

describe('the users stored before their sign-up week and search pieces (SV-34, AD-14)', () => {
  it('gives each such user both, once, from its sign-up and keys, and leaves the others', async () => {
    const models = registerModels(connection);
    await models.User.createCollection().catch(() => undefined);
    const users = models.User.collection;
    await users.deleteMany({});
    const old = (id: string, created_at: Date) => ({
      _id: id as never,
      username: id,
      username_key: id,
      email: `${id}@x.io`,
      email_key: `${id}@x.io`,
      role: 'user',
      created_at,
    });
    await users.insertMany([
      old('sun', new Date('2026-11-29T23:59:59.000Z')),
      old('mon', new Date('2026-11-30T00:00:00.000Z')),
      {
        ...old('now', new Date('2026-11-02T10:00:00.000Z')),
        signup_week: '2026-11-02',
        search_grams: searchGrams('now', 'now@x.io'),
      },
      // Stored by the version that kept 3-character pieces only.
      {
        ...old('tue', new Date('2026-11-03T10:00:00.000Z')),
        signup_week: '2026-11-02',
        search_grams: ['.io', '@x.', 'e@x', 'tue', 'ue@', 'x.i'],
      },
    ]);
    expect(await backfillUserKeys(models)).toBe(3);
    const stored = await users
      .find({}, { projection: { signup_week: 1, search_grams: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(stored).toEqual([
      {
        _id: 'mon',
        signup_week: '2026-11-30',
        search_grams: ['.io', '@x.', 'mon', 'mon@x.', 'n@x', 'n@x.io', 'on@', 'on@x.i', 'x.i'],
      },
      { _id: 'now', signup_week: '2026-11-02', search_grams: searchGrams('now', 'now@x.io') },
      {
        _id: 'sun',
        signup_week: '2026-11-23',
        search_grams: ['.io', '@x.', 'n@x', 'n@x.io', 'sun', 'sun@x.', 'un@', 'un@x.i', 'x.i'],
      },
      {
        _id: 'tue',
        signup_week: '2026-11-02',
        search_grams: ['.io', '@x.', 'e@x', 'e@x.io', 'tue', 'tue@x.', 'ue@', 'ue@x.i', 'x.i'],
      },
    ]);
    // Once: a second start finds nobody left.
    expect(await backfillUserKeys(models)).toBe(0);
    await users.deleteMany({});
  });
});
