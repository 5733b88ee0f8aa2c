import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockNow } from './clock';
import { searchGrams } from '@/features/auth/records';
import { db } from './db';
import {
  DB_STORAGE_KEY,
  mockDbStorage,
  restoreDb,
  saveDb,
  saveOnChange,
  startPersistentDb,
} from './persistence';
import { PERSONAS } from './personas';
import { mountScenarioPanel } from './scenario-panel';
import { ensureSeeded, personaSession, resetDb } from './seed';

const INTEREST = { email: 'saved@example.com', plan: '{"basePlan":"basic"}' };
const interestSaved = () => db.interests.findFirst((q) => q.where({ email: INTEREST.email }));
const savedCopy = () =>
  JSON.parse(sessionStorage.getItem(DB_STORAGE_KEY)!) as {
    seededAt: string;
    tables: Record<string, unknown[]>;
  };

let stopSaving = () => {};
afterEach(() => stopSaving());

/** A record as the interest handler stores it. */
async function addInterest() {
  await db.interests.create({
    id: '0123456789abcdef01234567',
    ...INTEREST,
    created_at: new Date().toISOString(),
  });
}

describe('the mock database in the browser tab', () => {
  it('comes back from its saved copy, records and persona tokens alike', async () => {
    await addInterest();
    const before = personaSession('newcomer').expires_at;
    saveDb(sessionStorage);

    await resetDb(new Date(Date.now() + 3_600_000));
    expect(interestSaved()).toBeUndefined();

    expect(await restoreDb(sessionStorage)).toBe(true);
    expect(interestSaved()).toMatchObject(INTEREST);
    expect(db.users.findFirst((q) => q.where({ email: PERSONAS.newcomer.email }))).toBeDefined();
    // The ready tokens keep the expiry they were issued with.
    expect(personaSession('newcomer').expires_at).toBe(before);
    await ensureSeeded();
    expect(interestSaved()).toMatchObject(INTEREST);
  });

  it('keeps the rows of a table saved under its earlier name (quotas, now rateLimits)', async () => {
    const use = { id: 'daily:calls:u:2030-01-01#1', hits: 1, reset_at: '2030-01-02T00:00:00.000Z' };
    await db.rateLimits.create(use);
    saveDb(sessionStorage);
    const copy = savedCopy();
    copy.tables.quotas = copy.tables.rateLimits!;
    delete copy.tables.rateLimits;
    sessionStorage.setItem(DB_STORAGE_KEY, JSON.stringify(copy));

    await resetDb(new Date(mockNow().getTime() + 3_600_000));
    expect(db.rateLimits.findFirst((q) => q.where({ id: use.id }))).toBeUndefined();
    expect(await restoreDb(sessionStorage)).toBe(true);
    expect(db.rateLimits.findFirst((q) => q.where({ id: use.id }))).toMatchObject(use);
  });

  it('gives users saved with the earlier search pieces the ones this version searches by', async () => {
    saveDb(sessionStorage);
    const copy = savedCopy();
    for (const user of copy.tables.users as { search_grams: string[] }[]) {
      user.search_grams = user.search_grams.filter((gram) => Array.from(gram).length === 3);
    }
    sessionStorage.setItem(DB_STORAGE_KEY, JSON.stringify(copy));

    expect(await restoreDb(sessionStorage)).toBe(true);
    const restored = db.users.findFirst((q) => q.where({ email: PERSONAS.newcomer.email }))!;
    expect(restored.search_grams).toEqual(searchGrams(restored.username_key, restored.email_key));
    expect(restored.search_grams.some((gram) => gram.length === 6)).toBe(true);
  });

  it('is saved after every change: create, update and delete', async () => {
    vi.useFakeTimers();
    stopSaving = saveOnChange(sessionStorage);
    await addInterest();
    vi.runAllTimers();
    expect(savedCopy().tables.interests).toContainEqual(expect.objectContaining(INTEREST));

    await db.users.update((q) => q.where({ email: PERSONAS.newcomer.email }), {
      data(user) {
        user.phone_number = '+1-555-555-0199';
      },
    });
    vi.runAllTimers();
    expect(savedCopy().tables.users).toContainEqual(
      expect.objectContaining({ email: PERSONAS.newcomer.email, phone_number: '+1-555-555-0199' }),
    );

    db.interests.delete((q) => q.where({ email: INTEREST.email }));
    vi.runAllTimers();
    expect(savedCopy().tables.interests).not.toContainEqual(expect.objectContaining(INTEREST));
    vi.useRealTimers();
  });

  it('starts from the seed when nothing is saved, and saves it', async () => {
    await addInterest();
    stopSaving = await startPersistentDb(sessionStorage);
    expect(interestSaved()).toBeUndefined();
    expect(savedCopy().tables.users).toHaveLength(db.users.all().length);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    [
      'an older shape',
      JSON.stringify({
        version: 1,
        seededAt: new Date().toISOString(),
        tables: { users: [{ id: 1 }] },
      }),
    ],
    ['a record the schema refuses', 'broken-record'],
  ])('drops a saved copy holding %s, with one warning, and seeds the personas', async (_, raw) => {
    if (raw === 'broken-record') {
      saveDb(sessionStorage);
      const copy = savedCopy();
      (copy.tables.users![0] as Record<string, unknown>).role = 'superuser';
      raw = JSON.stringify(copy);
    }
    sessionStorage.setItem(DB_STORAGE_KEY, raw);
    await addInterest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(await restoreDb(sessionStorage)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/no longer matches the record schemas/);
    expect(sessionStorage.getItem(DB_STORAGE_KEY)).toBeNull();

    stopSaving = await startPersistentDb(sessionStorage);
    expect(warn).toHaveBeenCalledOnce();
    expect(interestSaved()).toBeUndefined();
    expect(db.users.all().map((user) => user.email)).toContain(PERSONAS.subscriber.email);
  });

  it("forgets the saved copy on 'Reset demo data' in the scenario panel, then reloads", () => {
    saveDb(mockDbStorage());
    const reload = vi.fn();
    const panel = mountScenarioPanel(reload);
    const button = [...panel.querySelectorAll('button')].find(
      (node) => node.textContent === 'Reset demo data',
    )!;
    button.click();
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    panel.remove();
  });
});
