/**
 * Cross-cutting rules, endpoint by endpoint over the whole catalogue: every endpoint answers;
 * user endpoints refuse no token, an expired token and an unknown token with 401; another user's
 * id gives 403; admin endpoints refuse a non-admin with 403; errors are `{ detail }` texts.
 */
import { describe, expect, it } from 'vitest';
import type { EndpointDef, RequestInput } from '../../src/shared/api/endpoint';
import { CATALOGUE, signature } from '../../scripts/catalogue';
import { call, expectAuthRequired, expectStatus, setupBackend } from './harness';
import { sampleRequest } from './requests';

const backend = setupBackend();
const input = (entry: (typeof CATALOGUE)[number]) =>
  sampleRequest(entry, backend()) as RequestInput<EndpointDef>;

describe('the catalogue', () => {
  it('has 85 endpoints, each with documented error statuses', () => {
    expect(CATALOGUE).toHaveLength(85);
    for (const { endpoint } of CATALOGUE) {
      expect(endpoint.errors.length, signature(endpoint)).toBeGreaterThan(0);
      if (endpoint.access !== 'public') expect(endpoint.errors).toContain(401);
      // Whatever is validated (path, query, body) can be refused with 400.
      if (endpoint.params || endpoint.query || endpoint.body) {
        expect(endpoint.errors, signature(endpoint)).toContain(400);
      }
    }
  });
});

describe.each(CATALOGUE.filter(({ endpoint }) => endpoint.access !== 'public'))(
  '$feature.$name needs a valid token',
  (entry) => {
    it(`${signature(entry.endpoint)} answers 401 without, with an expired and with an unknown token`, async () => {
      await expectAuthRequired(entry.endpoint, input(entry));
    });
  },
);

/**
 * Public endpoints whose success needs a link's token, which only an email carries: without a
 * bearer token they still answer (the link's 400), never a 401.
 */
const NEEDS_EMAILED_LINK = new Set([
  'account.resetPassword',
  'account.confirmEmail',
  'account.unsubscribe',
]);

describe.each(CATALOGUE.filter(({ endpoint }) => endpoint.access === 'public'))(
  '$feature.$name is public',
  (entry) => {
    it(`${signature(entry.endpoint)} answers without a token`, async () => {
      if (NEEDS_EMAILED_LINK.has(`${entry.feature}.${entry.name}`)) {
        await expectStatus('anonymous', entry.endpoint, input(entry), 400);
        return;
      }
      // Its sample request is valid, so it succeeds; the client has parsed the answer against
      // the endpoint's response schema, so a resolved call is a contract-shaped answer.
      await expect(call('anonymous', entry.endpoint, input(entry))).resolves.toBeDefined();
    });
  },
);

describe.each(CATALOGUE.filter(({ endpoint }) => endpoint.owner))('$feature.$name', (entry) => {
  it(`${signature(entry.endpoint)} answers 403 for another user's id`, async () => {
    await expectStatus('newcomer', entry.endpoint, input(entry), 403);
  });
});

const byIdOwned = [
  'tradelines.updateTradeline',
  'tradelines.deleteTradeline',
  'timeline.completeEvent',
  'settlement.getDebtDetails',
  'settlement.updateDebtDetails',
  'settlement.getSettlement',
  'settlement.logOffer',
  'settlement.saveAgreement',
  'settlement.recordPayment',
  'settlement.saveTaxWorksheet',
];
describe.each(CATALOGUE.filter((entry) => byIdOwned.includes(`${entry.feature}.${entry.name}`)))(
  '$feature.$name',
  (entry) => {
    it(`${signature(entry.endpoint)} answers 403 for another user's record and 404 for none`, async () => {
      await expectStatus('newcomer', entry.endpoint, input(entry), 403);
      const missing = { ...input(entry), params: { id: 'ffffffffffffffffffffffff' } };
      await expectStatus('subscriber', entry.endpoint, missing as RequestInput<EndpointDef>, 404);
    });
  },
);

describe.each(CATALOGUE.filter(({ endpoint }) => endpoint.access === 'admin'))(
  '$feature.$name is for admins',
  (entry) => {
    it(`${signature(entry.endpoint)} answers 403 to a user who is not an admin`, async () => {
      const error = await expectStatus('subscriber', entry.endpoint, input(entry), 403);
      expect(error.detail).toBe('Admin access required');
    });
  },
);
