import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionName } from './collections';
import { PERSONAL_DATA } from './personal-data';

/**
 * The fields a listed collection keeps out of 'Download my data', each on purpose: secrets, and
 * keys derived from what the export holds. A field a record gains must be exported or named here.
 */
const WITHHELD: Partial<Record<CollectionName, readonly string[]>> = {
  users: [
    'username_key',
    'email_key',
    'password_hash',
    'signup_week',
    'search_grams',
    'deleting_at',
  ],
  // A session's id is its token's hash.
  sessions: ['id'],
  // Whether the steps' stored dates wait for a re-plan: the exported steps carry the plan's dates.
  profiles: ['replan_due'],
};

describe('the export of personal data', () => {
  it('names every field of every listed record as exported or withheld on purpose', () => {
    const unclassified: string[] = [];
    for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
      const ownership = PERSONAL_DATA[name];
      if (!('exported' in ownership)) continue;
      const shape = COLLECTIONS[name].schema.shape as Record<string, unknown>;
      const exported = new Set<string>(ownership.exported);
      const withheld = new Set(WITHHELD[name] ?? []);
      for (const field of Object.keys(shape)) {
        if (!exported.has(field) && !withheld.has(field)) unclassified.push(`${name}.${field}`);
      }
    }
    expect(unclassified).toEqual([]);
  });
});
