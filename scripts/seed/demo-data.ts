/**
 * Loads the demo personas of DESIGN.md section 9 (`mocks/personas.ts`, the same records the
 * mock backend serves) into MongoDB. Records are upserted by id, so seeding twice is harmless
 * and other data is left alone; `resetDatabase` empties every collection first (tests only).
 * Tooling, never part of the production server: the personas' passwords live here, not in
 * dist-server/ (issue 16, point 6).
 */
import { buildPersonas, type SeedData } from '../../mocks/personas';
import { lookupKey } from '../../server/features/auth/model';
import type { Models } from '../../server/platform/db';
import { hashPassword } from '../../server/platform/passwords';
import { createMongoStore, type CollectionKey } from '../../server/platform/store';

/**
 * The collections whose persona records are stored as they are, through the storage port
 * (src/shared/store/port.ts): their records are the same on both backends. One per line.
 */
const STORED_AS_IS = [
  'emailAccounts',
  'emails',
  'summaries',
] as const satisfies readonly (keyof SeedData & CollectionKey)[];

/** Each persona password is hashed once per process. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

const at = (instant: string) => new Date(instant);

async function documents(seed: SeedData) {
  const users = await Promise.all(
    seed.users.map(async ({ id, password, created_at, ...user }) => ({
      _id: id,
      ...user,
      username_key: lookupKey(user.username),
      email_key: lookupKey(user.email),
      password_hash: password === null ? null : await hashOnce(password),
      stripe_customer_id: null,
      created_at: at(created_at),
      updated_at: at(created_at),
    })),
  );
  const slots = new Map<string, number>();
  const events = [...seed.events]
    .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date))
    .map(({ id, completed_date, ...event }) => {
      const slot = slots.get(event.tradeline_uuid) ?? 0;
      slots.set(event.tradeline_uuid, slot + 1);
      return {
        _id: id,
        ...event,
        slot,
        completed_date: completed_date ? at(completed_date) : null,
      };
    });
  return {
    User: users,
    SignupDetails: seed.signups.map(({ created_at, ...details }) => ({
      _id: details.user_account_id,
      ...details,
      created_at: at(created_at),
    })),
    FinancialProfile: seed.profiles.map((profile) => ({ _id: profile.user_id, ...profile })),
    Creditor: seed.creditors.map(({ uuid, name }) => ({ _id: uuid, name })),
    Tradeline: seed.tradelines.map(({ id, created_at, ...tradeline }) => ({
      _id: id,
      ...tradeline,
      created_at: at(created_at),
    })),
    Event: events,
    Program: seed.programs.map((program) => ({ _id: program.user_id, ...program })),
    Subscription: seed.subscriptions.map(
      ({ id, current_period_end, created_at, authorization, ...subscription }) => ({
        _id: id,
        ...subscription,
        current_period_end: current_period_end ? at(current_period_end) : null,
        authorization: authorization
          ? { text: authorization.text, agreed_at: at(authorization.agreed_at) }
          : null,
        created_at: at(created_at),
      }),
    ),
    PaymentMethod: seed.paymentMethods.map(({ id, created_at, ...method }) => ({
      _id: id,
      ...method,
      created_at: at(created_at),
    })),
    Interest: seed.interests.map(({ id, created_at, ...interest }) => ({
      _id: id,
      ...interest,
      created_at: at(created_at),
    })),
  } satisfies Partial<Record<keyof Models, { _id: string }[]>>;
}

/** Upserts every persona record as of `now`; returns how many records were written. */
export async function seedDatabase(models: Models, now: Date = new Date()): Promise<number> {
  const seed = buildPersonas(now);
  const store = createMongoStore(models);
  let written = 0;
  for (const name of STORED_AS_IS) {
    for (const record of seed[name] as { id: string }[]) {
      await store[name as CollectionKey].update(
        { id: record.id } as never,
        { set: record as never },
        { upsert: true },
      );
      written += 1;
    }
  }
  const collections = await documents(seed);
  for (const [name, records] of Object.entries(collections)) {
    const model = models[name as keyof typeof collections];
    for (const record of records) {
      const stamped = {
        updated_at: now,
        ...record,
        created_at: (record as { created_at?: Date }).created_at ?? now,
      };
      // Cast through the schema (types, defaults), then write the exact document.
      const document = new (model as typeof models.User)(stamped).toObject({ depopulate: true });
      await model.collection.replaceOne({ _id: record._id } as never, document, { upsert: true });
      written += 1;
    }
  }
  return written;
}

/** Empties every collection (keeping indexes), then seeds. For tests and local resets. */
export async function resetDatabase(models: Models, now: Date = new Date()): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.collection.deleteMany({})));
  await seedDatabase(models, now);
}
