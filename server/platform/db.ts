/**
 * The database: one mongoose connection and every model registered on it. `createApp` takes the
 * connection, so tests give each file a database of its own.
 */
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { COLLECTIONS, type CollectionName } from '@/backend/collections';
import { searchGrams } from '@/features/auth/records';
import { mondayOf } from '@/shared/lib/dates';
import { withTimestamps } from './mongo';
import { recordSchema, type Stored } from './schema';

type Registry = typeof COLLECTIONS;

/** The model of each registry entry, by its model name. */
type RegistryModels = {
  [K in CollectionName as Registry[K]['model']]: Model<Stored<Registry[K]['schema']>>;
};

/** The mongoose schema of a registry entry: its record's fields, ids, indexes and unique keys. */
function schemaOf({ schema, storage, unique }: Registry[CollectionName]) {
  const built = recordSchema(schema, {
    id: storage.id,
    fields: storage.fields as never,
    options: storage.timestamps === false ? { versionKey: false } : withTimestamps,
  });
  for (const fields of unique) {
    built.index(Object.fromEntries(fields.map((field) => [field, 1])), { unique: true });
  }
  for (const keys of storage.indexes ?? []) built.index(keys);
  return built;
}

/** Stripe webhook events already applied (Stripe may deliver one more than once): the server's own. */
const StripeEventSchema = new Schema(
  { _id: { type: String, required: true }, type: { type: String, required: true } },
  withTimestamps,
);

/** Every model: one per registry entry, and the server's own. */
export function registerModels(connection: Connection) {
  const models = Object.fromEntries(
    Object.values(COLLECTIONS).map((entry) => {
      const schema = schemaOf(entry);
      if (entry.model === 'Subscription') {
        // The `created` (seconds) of the last Stripe event applied to the subscription: Stripe
        // neither orders nor stops retrying its events, so an older one must not undo a newer
        // one. The server's own; the record (and so the mock) does not have it.
        schema.add(new Schema({ stripe_event_at: { type: Number } }, { _id: false }));
      }
      return [entry.model, connection.model(entry.model, schema, entry.collection)];
    }),
  ) as unknown as RegistryModels;
  return {
    ...models,
    StripeEvent: connection.model('StripeEvent', StripeEventSchema, 'stripe_events'),
  };
}

export type Models = ReturnType<typeof registerModels>;

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
