/**
 * Mock mode's database survives a reload: the whole database is written to its own key in local
 * storage (`mockDbStorage`) after every change and read back on start, so a presenter who
 * reloads mid-demo keeps what they added. It stays out of session storage, which Log out clears
 * whole in every mode (spec section 4): a copy there came back after the clearing (issue 24,
 * point 9). Only the browser worker (`mocks/browser.ts`) uses it; tests seed afresh.
 * A saved copy that no longer parses against the record schemas (they changed since it was
 * written) is dropped with one console warning, and the personas are seeded instead.
 */
import { z } from 'zod';
import { RECORD_SCHEMAS, db, type CollectionName } from './db';
import { reconcileCounters } from '@/features/admin/service/counters';
import { searchGrams } from '@/features/auth/records';
import { silentLog } from '@/shared/api/service';
import { loadTables, markRestored, resetDb, seedTime } from './seed';
import { mockNow } from './clock';
import { store } from './store';

export const DB_STORAGE_KEY = 'mockDatabase';

/** Where the browser keeps the mock database: local storage, which Log out leaves alone. */
export const mockDbStorage = (): Storage => window.localStorage;
const VERSION = 1;

const SavedDbSchema = z.object({
  version: z.literal(VERSION),
  seededAt: z.iso.datetime(),
  tables: z.object(
    Object.fromEntries(
      Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [name, z.array(schema)]),
    ) as { [K in CollectionName]: z.ZodArray<(typeof RECORD_SCHEMAS)[K]> },
  ),
});

const names = Object.keys(RECORD_SCHEMAS) as CollectionName[];

/**
 * Tables a saved copy may hold under an earlier name, by their name now: the collection's code
 * name came to follow its stored name (`rate_limits`), and a copy saved before keeps its rows.
 */
const RENAMED_TABLES: Readonly<Record<string, CollectionName>> = { quotas: 'rateLimits' };

function withCurrentNames(saved: unknown): unknown {
  const tables = (saved as { tables?: unknown } | null)?.tables;
  if (typeof tables !== 'object' || tables === null) return saved;
  const renamed = Object.entries(tables).map(([name, rows]) => {
    const now = RENAMED_TABLES[name];
    return [now !== undefined && !(now in tables) ? now : name, rows] as const;
  });
  return { ...(saved as object), tables: Object.fromEntries(renamed) };
}

/** Writes every collection to `storage` now. */
export function saveDb(storage: Storage): void {
  const saved = {
    version: VERSION,
    seededAt: seedTime().toISOString(),
    tables: Object.fromEntries(names.map((name) => [name, db[name].all()])),
  };
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(saved));
  } catch (error) {
    // A full storage quota: the demo goes on, it just will not survive a reload.
    console.warn('Mock database: could not save it in this browser.', error);
  }
}

/**
 * Loads the saved copy into the database and returns true, or returns false when there is none
 * or it does not parse (then it is removed, with one warning).
 */
export async function restoreDb(storage: Storage): Promise<boolean> {
  const raw = storage.getItem(DB_STORAGE_KEY);
  if (raw === null) return false;
  let parsed: z.infer<typeof SavedDbSchema>;
  try {
    parsed = SavedDbSchema.parse(withCurrentNames(JSON.parse(raw)));
  } catch {
    storage.removeItem(DB_STORAGE_KEY);
    console.warn(
      'Mock database: the data saved in this browser no longer matches the record schemas; it was dropped and the demo personas were loaded.',
    );
    return false;
  }
  for (const name of names) db[name].clear();
  // The search pieces as this version stores them: a copy saved before the 6-character pieces
  // holds 3-character ones only, and a longer search would miss its users (AD-14).
  const users = parsed.tables.users.map((user) => ({
    ...user,
    search_grams: searchGrams(user.username_key, user.email_key),
  }));
  await loadTables({ ...parsed.tables, users });
  markRestored(new Date(parsed.seededAt));
  // The saved counters came with their records; a recount puts right any the copy missed.
  await reconcileCounters(store, mockNow(), silentLog);
  return true;
}

/**
 * Saves the database after every change from now on (once per task, however many records one
 * request touched). Returns a function that stops it.
 */
export function saveOnChange(storage: Storage): () => void {
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    // After the change itself: create hooks run before the record is stored.
    setTimeout(() => {
      pending = false;
      saveDb(storage);
    }, 0);
  };
  const types = ['create', 'update', 'delete'] as const;
  for (const name of names) for (const type of types) db[name].hooks.on(type, schedule);
  // A reload within the same task as a change still keeps it.
  const flush = () => {
    if (pending) saveDb(storage);
  };
  window.addEventListener('pagehide', flush);
  return () => {
    for (const name of names)
      for (const type of types) db[name].hooks.removeListener(type, schedule);
    window.removeEventListener('pagehide', flush);
  };
}

/**
 * Restores the saved database, or seeds the personas, then saves every change. Returns a
 * function that stops saving.
 */
export async function startPersistentDb(storage: Storage): Promise<() => void> {
  if (!(await restoreDb(storage))) {
    await resetDb();
    saveDb(storage);
  }
  return saveOnChange(storage);
}

/** Forgets the saved database; the next start seeds the personas again. */
export function forgetSavedDb(storage: Storage): void {
  storage.removeItem(DB_STORAGE_KEY);
}
