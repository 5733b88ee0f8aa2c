/**
 * The cap on a debt's logged offers holds under concurrency: each offer claims a numbered slot
 * through the storage port (as the rate limits do), so offers logged at once cannot all read the
 * same count and all insert.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/seed';
import { store } from '../../../mocks/store';
import { OFFERS_MAX } from '../../../src/features/settlement/contract';
import { createWorkspace } from '../../../src/features/settlement/service/workspace';

const NOW = new Date('2026-01-05T12:00:00.000Z');
const TRADELINE = {
  id: '64f000000000000000000cc1',
  user_id: '64f000000000000000000aa1',
  // Above every offer logged here: an offer may not exceed the balance.
  current_balance: 5000,
};
const OFFER = {
  by: 'me',
  date: '2026-01-05',
  amount: 1000,
  payments: 1,
  channel: 'call',
} as const;

beforeEach(async () => {
  await resetDb();
});

describe('the cap on logged offers', () => {
  it(`keeps ${OFFERS_MAX} when 30 offers are logged at once with 95 stored`, async () => {
    const workspace = createWorkspace(store);
    for (let index = 0; index < 95; index += 1) await workspace.logOffer(TRADELINE, OFFER, NOW);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => workspace.logOffer(TRADELINE, OFFER, NOW)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(await store.settlementOffers.count({ tradeline_id: TRADELINE.id })).toBe(OFFERS_MAX);
  });
});
