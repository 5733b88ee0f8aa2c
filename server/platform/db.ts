/**
 * The database: one mongoose connection and every model registered on it. `createApp` takes the
 * connection, so tests give each file a database of its own.
 */
import mongoose, { type Connection, type Model } from 'mongoose';
import { COLLECTIONS } from '@/backend/collections';
import { IdempotencyRecordSchema } from '@/backend/idempotency';
import { QuotaRecordSchema } from '@/shared/store/records';
import { searchGrams } from '@/features/auth/records';
import { mondayOf } from '@/shared/lib/dates';
import { accountModels } from '../features/account/model';
import { adminModels } from '../features/admin/model';
import { authModels } from '../features/auth/model';
import { callModels } from '../features/calls/model';
import { emailModels } from '../features/email/model';
import { enrollmentModels } from '../features/enrollment/model';
import { planBuilderModels } from '../features/plan-builder/model';
import { lettersModels } from '../features/letters/model';
import { companionModels } from '../features/companion/model';
import { practiceModels } from '../features/practice/model';
import { profileModels } from '../features/profile/model';
import { settlementModels } from '../features/settlement/model';
import { timelineModels } from '../features/timeline/model';
import { tradelineModels } from '../features/tradelines/model';
import { recordSchema } from './schema';

const IdempotencySchema = recordSchema(IdempotencyRecordSchema, {
  id: 'given',
  fields: { expires_at: { index: true } },
  options: { versionKey: false },
});

/**
 * The registry's `quotas`: ids `<prefix>:<client key>@<window start>#<n>` (rate-limit.ts),
 * `daily:…` (the daily allowances), `account:…#<n>` (sign-in-delay.ts).
 */
const RateLimitSchema = recordSchema(QuotaRecordSchema, {
  id: 'given',
  fields: { reset_at: { index: true } },
  options: { versionKey: false },
});

export function registerModels(connection: Connection) {
  return withRegistryIndexes({
    ...authModels(connection),
    ...profileModels(connection),
    ...tradelineModels(connection),
    ...timelineModels(connection),
    ...planBuilderModels(connection),
    ...enrollmentModels(connection),
    ...emailModels(connection),
    ...adminModels(connection),
    ...callModels(connection),
    ...practiceModels(connection),
    ...companionModels(connection),
    ...lettersModels(connection),
    ...settlementModels(connection),
    ...accountModels(connection),
    RateLimit: connection.model('RateLimit', RateLimitSchema, 'rate_limits'),
    IdempotencyKey: connection.model('IdempotencyKey', IdempotencySchema, 'idempotency_keys'),
  });
}

export type Models = ReturnType<typeof registerModels>;

// Every model the registry names is registered here.
COLLECTIONS satisfies Record<string, { model: keyof Models }>;

/**
 * Gives each model the unique keys the registry (src/backend/collections.ts) names for its
 * collection: the mock store refuses the same duplicates from the same list.
 */
function withRegistryIndexes<M extends object>(models: M): M {
  for (const { model, unique } of Object.values(COLLECTIONS)) {
    const { schema } = (models as Record<string, Model<never>>)[model]!;
    for (const fields of unique) {
      const keys = Object.fromEntries(fields.map((field) => [field, 1 as const]));
      const held = schema
        .indexes()
        .some(([index]) => JSON.stringify(index) === JSON.stringify(keys));
      if (!held) schema.index(keys, { unique: true });
    }
  }
  return models;
}

/** How long an operation looks for a database server before it fails (the API answers 503). */
export const SERVER_SELECTION_MS = 500;

/**
 * Connects and waits until the server answers, trying again for up to `patienceMs` (a database
 * that starts after the API); `dbName` overrides the URI's database.
 */
export async function connectDatabase(
  uri: string,
  dbName?: string,
  patienceMs = 30_000,
  /** `monitorCommands` lets a test harness watch what is written (tests/server/harness.ts). */
  clientOptions: { monitorCommands?: boolean } = {},
): Promise<Connection> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const connection = mongoose.createConnection(uri, {
      ...(dbName ? { dbName } : {}),
      // While the database is away an operation fails fast, so the API answers 503 within a
      // second instead of hanging: mongoose does not queue it and the driver looks for a
      // server only this long.
      bufferCommands: false,
      serverSelectionTimeoutMS: SERVER_SELECTION_MS,
      // Indexes are created explicitly (`syncIndexes`), not on every model compile.
      autoIndex: false,
      autoCreate: false,
      ...clientOptions,
    });
    try {
      await connection.asPromise();
      return connection;
    } catch (error) {
      await connection.close().catch(() => undefined);
      if (Date.now() >= deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 1_000));
    }
  }
}

/** Creates every collection's indexes (unique email, tradelines by user, events by tradeline…). */
export async function syncIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) {
    await model.createCollection().catch((error: unknown) => {
      // NamespaceExists: another instance created it first.
      if ((error as { code?: number }).code !== 48) throw error;
    });
    await model.createIndexes();
  }
}

/**
 * Gives users stored before `signup_week` and `search_grams` existed both, once, from
 * `created_at` and their keys (SV-34), and users stored with the earlier pieces (3 characters
 * only) the pieces this version searches by (AD-14); answers how many it changed. A user written
 * meanwhile already has them. Every start reads each user's keys and pieces: FerretDB hands
 * PostgreSQL no `$exists`, so a narrower filter would read the collection all the same.
 */
export async function backfillUserKeys(models: Models): Promise<number> {
  const users = models.User.collection;
  let changed = 0;
  const all = users.find(
    {},
    {
      projection: {
        created_at: 1,
        username_key: 1,
        email_key: 1,
        signup_week: 1,
        search_grams: 1,
      },
    },
  );
  for await (const user of all) {
    const keys = [user.username_key, user.email_key].map(String);
    const grams = searchGrams(...keys);
    const stored = user.search_grams as unknown;
    const current =
      Array.isArray(stored) &&
      stored.length === grams.length &&
      stored.every((gram, index) => gram === grams[index]);
    if (typeof user.signup_week === 'string' && current) continue;
    const result = await users.updateOne(
      { _id: user._id, username_key: keys[0], email_key: keys[1] },
      {
        $set: {
          signup_week:
            typeof user.signup_week === 'string'
              ? user.signup_week
              : mondayOf(new Date(user.created_at as Date | string).toISOString()),
          search_grams: grams,
        },
      },
    );
    changed += result.modifiedCount;
  }
  return changed;
}
