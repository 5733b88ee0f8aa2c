/**
 * Log out clears all session storage in every mode (spec section 4): in demo mode the mock
 * database keeps its data in local storage under its own key, so nothing comes back to session
 * storage after Log out, and a demo still survives a reload (issue 24, point 9).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import {
  DB_STORAGE_KEY,
  mockDbStorage,
  restoreDb,
  startPersistentDb,
} from '../../../mocks/persistence';
import { resetDb } from '../../../mocks/seed';
import { clearOnLogout } from '@/shared/session/session';

const INTEREST = { email: 'after.logout@example.com', plan: '{"basePlan":"basic"}' };
const interestSaved = () => db.interests.findFirst((q) => q.where({ email: INTEREST.email }));

let stopSaving = () => {};
afterEach(() => {
  stopSaving();
  localStorage.removeItem(DB_STORAGE_KEY);
});

describe('Log out in demo mode', () => {
  it('clears all session storage while the mock database stays in local storage', async () => {
    stopSaving = await startPersistentDb(mockDbStorage());
    sessionStorage.setItem('planSelection', '{"basePlan":"basic"}');
    clearOnLogout();
    await db.interests.create({
      id: '0123456789abcdef01234568',
      ...INTEREST,
      created_at: new Date().toISOString(),
    });
    await new Promise((done) => setTimeout(done, 0));
    // Nothing came back to session storage after Log out, though the database changed.
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(localStorage.getItem(DB_STORAGE_KEY)).toContain(INTEREST.email);
    // A reload restores it.
    await resetDb();
    expect(interestSaved()).toBeUndefined();
    expect(await restoreDb(mockDbStorage())).toBe(true);
    expect(interestSaved()).toMatchObject(INTEREST);
  });
});
