/**
 * The authorization matrix: every endpoint that needs a signed-in caller × no token, a
 * malformed header, an expired token, a revoked token and (where the request names another
 * user's data) another user's valid token, and for a paid feature its owner without an active
 * subscription. Each answers 401, 402, 403 or 404 with a detail, and nothing in the database
 * changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, signature, type CatalogueEntry } from '../../scripts/catalogue';
import { PERSONAS, seedId } from '../../mocks/personas';
import { sampleRequest } from '../contract/requests';
import { signGoogleIdToken } from './google-keys';
import { startTestServer, type TestServer } from './harness';
import { detailOf, fingerprint, send, signIn, target, type Send } from './http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const PROTECTED = CATALOGUE.filter(({ endpoint }) => endpoint.access !== 'public');

/**
 * What another signed-in user (the newcomer) gets for a request about the subscriber's data:
 * 403 for another user's id or record; 404 for Stripe objects, which are looked up among the
 * caller's own (their existence is not revealed); 403 for admin endpoints.
 */
const ANOTHER_USER: Record<string, number> = {
  'tradelines.updateTradeline': 403,
  'tradelines.deleteTradeline': 403,
  'timeline.completeEvent': 403,
  'enrollment.cancelSubscription': 404,
  'enrollment.setDefaultPaymentMethod': 404,
  'enrollment.deletePaymentMethod': 404,
  'enrollment.attachPaymentMethod': 404,
  'letters.markLetterSent': 403,
  'letters.updateSentLetter': 403,
  'letters.logValidationNotice': 403,
  'letters.getContactLog': 403,
  'letters.logContact': 403,
  'letters.linkSenders': 403,
  'settlement.attachDocument': 403,
  'settlement.getDocument': 403,
};

function anotherUserStatus(entry: CatalogueEntry): number | null {
  if (entry.endpoint.access === 'admin') return 403;
  if (entry.endpoint.owner) return 403;
  return ANOTHER_USER[`${entry.feature}.${entry.name}`] ?? null;
}

/** The paid features (issue 22): the owner is refused with 402 while not subscribed. */
const PAID = new Set([
  'calls.startCall',
  'email.summarize',
  'letters.getContactLog',
  'letters.logContact',
  'letters.linkSenders',
  'settlement.attachDocument',
  'settlement.getDocument',
]);

interface Variant {
  name: string;
  status: number;
  detail?: string;
  options: () => Promise<Send>;
  /** Puts back what `options` changed to set the case up. */
  restore?: () => Promise<void>;
}

/** The subscriber's subscription set to a status (the seed's is active). */
const subscriptionStatus = async (status: string) => {
  await server.deps.models.Subscription.updateOne(
    { user_id: PERSONAS.subscriber.user_id },
    { $set: { status } },
  );
};

function variants(entry: CatalogueEntry): Variant[] {
  const list: Variant[] = [
    { name: 'no token', status: 401, detail: 'Not authenticated', options: async () => ({}) },
    {
      name: 'a malformed header',
      status: 401,
      detail: 'Not authenticated',
      options: async () => ({ authorization: 'Bearer two words' }),
    },
    {
      name: 'a token of another scheme',
      status: 401,
      detail: 'Not authenticated',
      options: async () => ({
        authorization: `Basic ${Buffer.from('demo:pass').toString('base64')}`,
      }),
    },
    {
      name: 'an unknown token',
      status: 401,
      detail: 'Invalid or revoked token',
      options: async () => ({ token: 'A'.repeat(43) }),
    },
    {
      name: 'an expired token',
      status: 401,
      detail: 'Token expired',
      options: async () => ({ token: await server.expiredToken(PERSONAS.subscriber.user_id) }),
    },
    {
      name: 'a revoked token',
      status: 401,
      detail: 'Invalid or revoked token',
      options: async () => {
        const token = await signIn(server, 'subscriber');
        expect((await send(server, 'POST', '/user/logout', { token })).status).toBe(204);
        return { token };
      },
    },
  ];
  const other = anotherUserStatus(entry);
  if (other !== null) {
    list.push({
      name: "another user's token",
      status: other,
      options: async () => ({ token: await signIn(server, 'newcomer') }),
    });
  }
  if (PAID.has(`${entry.feature}.${entry.name}`)) {
    list.push({
      name: 'its owner without an active subscription',
      status: 402,
      detail: 'An active subscription is required for this feature.',
      options: async () => {
        await subscriptionStatus('past_due');
        return { token: await signIn(server, 'subscriber') };
      },
      restore: () => subscriptionStatus('active'),
    });
  }
  return list;
}

const context = { googleIdToken: signGoogleIdToken, basePriceId: 'price_base_monthly' };
const cells = PROTECTED.reduce((sum, entry) => sum + variants(entry).length, 0);

describe('the write log the matrix reads', () => {
  it('names a write a request made, and not a session merely used', async () => {
    const token = await signIn(server, 'subscriber');
    const before = fingerprint(server);
    const read = await send(server, 'GET', `/tradelines/${PERSONAS.subscriber.user_id}`, { token });
    expect(read.status).toBe(200);
    expect(fingerprint(server)).toBe(before);
    const added = await send(server, 'POST', '/tradelines', {
      token,
      body: {
        user_id: PERSONAS.subscriber.user_id,
        account_name: 'Write log',
        current_balance: 500,
        minimum_payment: 25,
        credit_limit: 1000,
      },
    });
    expect(added.status).toBe(201);
    const written = server.writes().slice(Number(before.split(' ')[0]));
    expect(written[0]).toMatch(/^insert tradelines .*Write log/);
    expect(fingerprint(server)).not.toBe(before);
    await server.reset();
  });
});

describe('the authorization matrix', () => {
  it(`covers ${PROTECTED.length} endpoints in ${cells} cells`, () => {
    expect(PROTECTED.length).toBeGreaterThanOrEqual(36);
    expect(cells).toBeGreaterThanOrEqual(PROTECTED.length * 6);
  });

  describe.each(PROTECTED)('$feature.$name', (entry) => {
    it(`${signature(entry.endpoint)} refuses every caller but its owner and changes nothing`, async () => {
      const sample = sampleRequest(entry, context) as { body?: unknown };
      const { method, path } = target(entry.endpoint, sample);
      for (const variant of variants(entry)) {
        const options = await variant.options();
        const before = fingerprint(server);
        const answer = await send(server, method, path, { ...options, body: sample.body });
        const label = `${signature(entry.endpoint)} with ${variant.name}`;
        expect(answer.status, label).toBe(variant.status);
        const detail = detailOf(answer);
        if (variant.detail) expect(detail, label).toBe(variant.detail);
        expect(fingerprint(server), `${label} changed the database`).toBe(before);
        await variant.restore?.();
      }
    });
  });
});

describe('the audit log', () => {
  it('records each refused access to another user with who asked for what', async () => {
    const token = await signIn(server, 'newcomer');
    const tradelineId = seedId('tradeline', 1);
    const from = server.logs.length;
    const byPath = await send(server, 'GET', `/tradelines/${PERSONAS.subscriber.user_id}`, {
      token,
    });
    const byRecord = await send(server, 'DELETE', `/tradelines/${tradelineId}`, { token });
    expect([byPath.status, byRecord.status]).toEqual([403, 403]);
    const refused = server.logs
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'access to another user refused');
    expect(refused).toEqual([
      expect.objectContaining({
        user_id: PERSONAS.newcomer.user_id,
        method: 'GET',
        path: '/tradelines/{user_id}',
        owner_id: PERSONAS.subscriber.user_id,
      }),
      expect.objectContaining({
        user_id: PERSONAS.newcomer.user_id,
        record: 'Tradeline',
        record_id: tradelineId,
        owner_id: PERSONAS.subscriber.user_id,
      }),
    ]);
    expect(refused.every((line) => typeof line.ip === 'string' && line.time)).toBe(true);
  });
});
