/**
 * Loads the demo personas of DESIGN.md section 9 (`mocks/personas.ts`, the same records the
 * mock backend serves) into MongoDB. Records are upserted by id, so seeding twice is harmless
 * and other data is left alone; `resetDatabase` empties every collection first (tests only).
 * Tooling, never part of the production server: the personas' passwords live here, not in
 * dist-server/ (issue 16, point 6).
 */
import { buildPersonaFiles, buildPersonas, PERSONAS, type SeedData } from '../../mocks/personas';
import type { Models } from '../../server/platform/db';
import { FILES_BUCKET, gridFsFiles } from '../../server/platform/files';
import { hashPassword } from '../../server/platform/passwords';
import { createMongoStore, type CollectionKey } from '../../server/platform/store';

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

/**
 * Upserts every persona record as of `now`, as it is, through the storage port (the records are
 * the same on both backends); returns how many records were written.
 */
export async function seedDatabase(models: Models, now: Date = new Date()): Promise<number> {
  const seed = await withArgon2Passwords(buildPersonas(now));
  const store = createMongoStore(models);
  let written = 0;
  // The collections side by side, each one's records in order (a test's reset took 0.4 s with
  // every record one after another).
  await Promise.all(
    (Object.entries(seed) as [keyof SeedData, { id: string }[]][]).map(async ([name, records]) => {
      for (const record of records) {
        await store[name satisfies CollectionKey].update(
          { id: record.id } as never,
          { set: record as never },
          { upsert: true },
        );
        written += 1;
      }
    }),
  );
  // The personas' files (the settled debt's letter), replaced whole: a file is written once.
  const files = gridFsFiles(models.User.db);
  for (const file of buildPersonaFiles(now)) {
    await files.remove(file.info.id);
    await files.put(file.info, file.bytes);
    written += 1;
  }
  return written;
}

/**
 * Empties every collection (keeping indexes) and the stored files, then seeds. For tests and
 * local resets.
 */
export async function resetDatabase(models: Models, now: Date = new Date()): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.collection.deleteMany({})));
  const connection = models.User.db;
  await Promise.all(
    ['files', 'chunks'].map((part) =>
      connection.collection(`${FILES_BUCKET}.${part}`).deleteMany({}),
    ),
  );
  await seedDatabase(models, now);
}
