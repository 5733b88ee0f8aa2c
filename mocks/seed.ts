/** Fills the mock database with the personas; `resetDb()` restores that state for tests. */
import { TOKEN_LIFETIME_MS } from '@/features/auth/service/sessions';
import { reconcileCounters } from '@/features/admin/service/counters';
import { silentLog } from '@/shared/api/service';
import { db, type CollectionName } from './db';
import { mockFiles } from './files';
import { setDailyLimits } from './quota';
import { buildPersonaFiles, buildPersonas, PERSONAS, type PersonaKey } from './personas';
import { store } from './store';
import { mockNow } from './clock';

/**
 * A ready token per persona, valid for 12 hours from the last reset, so stories, component
 * tests and demos can start signed in without a login round trip.
 */
export const PERSONA_TOKENS: Readonly<Record<PersonaKey, string>> = {
  subscriber: 'mock-token-subscriber',
  newcomer: 'mock-token-newcomer',
  admin: 'mock-token-admin',
  unpaid: 'mock-token-unpaid',
};

let seededAt = mockNow();

/** The six stored-user fields of a persona signed in with its ready token. */
export function personaSession(key: PersonaKey) {
  const persona = PERSONAS[key];
  return {
    user_id: persona.user_id,
    username: persona.username,
    email: persona.email,
    role: persona.role,
    token: PERSONA_TOKENS[key],
    expires_at: new Date(seededAt.getTime() + TOKEN_LIFETIME_MS).toISOString(),
  };
}

/** Stores a session of the persona for `token` (the mock's token hash is the token itself). */
export async function storePersonaSession(key: PersonaKey, token: string, expires_at: string) {
  const { user_id, username, email, role } = PERSONAS[key];
  const created_at = new Date(Date.parse(expires_at) - TOKEN_LIFETIME_MS).toISOString();
  await db.sessions.create({
    id: token,
    user_id,
    username,
    email,
    role,
    expires_at,
    revoked_at: null,
    created_at,
  });
}

let seeding: Promise<void> | null = null;

/** Stores the records of `tables`, collection by collection. */
export async function loadTables(tables: { [K in CollectionName]?: readonly unknown[] }) {
  for (const [name, records] of Object.entries(tables)) {
    const collection = db[name as CollectionName] as unknown as {
      create: (record: unknown) => Promise<unknown>;
    };
    for (const record of records) await collection.create(record);
  }
}

/** Empties every collection (sessions included) and loads the personas as of `now`. */
export function resetDb(now: Date = mockNow()): Promise<void> {
  const run = async () => {
    for (const collection of Object.values(db)) collection.clear();
    await mockFiles.clear();
    setDailyLimits();
    await loadTables(buildPersonas(now));
    // The personas go straight into the tables, around the port's counting: count them once.
    await reconcileCounters(store, now, silentLog);
    for (const file of buildPersonaFiles(now)) await mockFiles.put(file.info, file.bytes);
    seededAt = now;
    for (const key of Object.keys(PERSONA_TOKENS) as PersonaKey[]) {
      await storePersonaSession(key, PERSONA_TOKENS[key], personaSession(key).expires_at);
    }
  };
  seeding = run();
  return seeding;
}

/** When the personas' ready tokens were issued: the last reset. */
export function seedTime(): Date {
  return seededAt;
}

/**
 * Marks the database as holding data restored from a saved copy seeded at `at` (mock mode's
 * reload), so nothing reseeds it and the ready tokens keep their expiry.
 */
export function markRestored(at: Date): void {
  seededAt = at;
  seeding = Promise.resolve();
}

/** Resolves once the database holds the seed; the first call seeds it. */
export function ensureSeeded(): Promise<void> {
  return seeding ?? resetDb();
}
