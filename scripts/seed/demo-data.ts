/**
 * Loads the demo personas of DESIGN.md section 9 (`mocks/personas.ts`, the same records the
 * mock backend serves) into MongoDB. Records are upserted by id, so seeding twice is harmless
 * and other data is left alone; `resetDatabase` empties every collection first (tests only).
 * Tooling, never part of the production server: the personas' passwords live here, not in
 * dist-server/ (issue 16, point 6).
 */
import { buildPersonas, PERSONAS, type SeedData } from '../../mocks/personas';
import type { Models } from '../../server/platform/db';
import { hashPassword } from '../../server/platform/passwords';
import { createMongoStore, type CollectionKey } from '../../server/platform/store';

/**
 * The collections whose persona records are stored as they are, through the storage port
 * (src/shared/store/port.ts): their records are the same on both backends. One per line.
 */
const STORED_AS_IS = [
  'programs',
  'subscriptions',
  'paymentMethods',
  'profiles',
  'creditors',
  'tradelines',
  'events',
  'users',
  'signups',
  'interests',
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

/** The personas' users with argon2id hashes of their passwords (the persona records hold the mock's). */
async function withArgon2Passwords(seed: SeedData): Promise<SeedData> {
  const passwords = new Map(Object.values(PERSONAS).map((p) => [p.user_id, p.password]));
  const users = await Promise.all(
    seed.users.map(async (user) => {
      const password = passwords.get(user.id);
      return { ...user, password_hash: password ? await hashOnce(password) : null };
    }),
  );
  return { ...seed, users };
}

const at = (instant: string) => new Date(instant);

async function documents(seed: SeedData) {
  return {
    EmailAccount: seed.emailAccounts.map(({ id, ...account }) => ({ _id: id, ...account })),
    Email: seed.emails.map(({ id, date_sent, ...email }) => ({
      _id: id,
      ...email,
      date_sent: at(date_sent),
      message_id: null,
    })),
    Summary: seed.summaries.map(({ summary_id, date_generated, ...summary }) => ({
      _id: summary_id,
      ...summary,
      date_generated: at(date_generated),
    })),
  } satisfies Partial<Record<keyof Models, { _id: string }[]>>;
}

/** Upserts every persona record as of `now`; returns how many records were written. */
export async function seedDatabase(models: Models, now: Date = new Date()): Promise<number> {
  const seed = await withArgon2Passwords(buildPersonas(now));
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
      const document = new (model as unknown as typeof models.User)(stamped).toObject({
        depopulate: true,
      });
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
