/**
 * Daily allowances of the paid actions on the server (issue 16 point 4, issue 14 point 3): the
 * limits come from the configuration (CALL_DAILY_LIMIT, SUMMARY_DAILY_LIMIT), the counters live
 * in MongoDB (`rate_limits`), a new UTC day starts afresh, a call the provider refused is given
 * back; and idempotent creates keep their first answers in MongoDB for 24 hours.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import type { TelephonyAdapter } from '../../server/adapters/telephony';
import { HttpError } from '@/shared/api/details';
import { dailyQuota } from '@/shared/store/quota';
import { loadConfig } from '../../server/platform/config';
import { createMongoStore } from '../../server/platform/store';
import { startTestServer, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

const subscriber = PERSONAS.subscriber.user_id;
let providerDown = false;
const telephony: TelephonyAdapter = {
  name: 'switchable',
  // Placed at once, as by a provider, so a call never waits and the next request is not a
  // second one for a waiting call (409).
  requestCall: async () => {
    if (providerDown) throw new Error('provider down');
    return 'placed';
  },
};

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { CALL_DAILY_LIMIT: '2', SUMMARY_DAILY_LIMIT: '1' },
    overrides: { telephony },
  });
});
afterAll(() => server.stop());
beforeEach(async () => {
  providerDown = false;
  server.setNow(new Date('2026-11-24T10:00:00Z'));
  await server.reset();
  token = await signIn(server, 'subscriber');
});

const startCall = (headers: Record<string, string> = {}) =>
  send(server, 'POST', '/start-call', {
    token,
    headers,
    body: { user_id: subscriber, tradeline_name: 'Chase' },
  });
const summarize = () => send(server, 'POST', `/emails/${subscriber}/summarize`, { token });

describe('the configuration', () => {
  it('defaults to 20 calls and 10 summaries a day, and refuses a bad limit', () => {
    const config = loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1/x', NODE_ENV: 'test' });
    expect([config.CALL_DAILY_LIMIT, config.SUMMARY_DAILY_LIMIT]).toEqual([20, 10]);
    expect(() =>
      loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1/x', CALL_DAILY_LIMIT: '0' }),
    ).toThrow('CALL_DAILY_LIMIT');
  });

  it('requires an idempotency secret of 32 characters in production (issue 23, point 1)', () => {
    const production = { MONGODB_URI: 'mongodb://127.0.0.1/x', NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow('IDEMPOTENCY_SECRET is required in production');
    expect(() => loadConfig({ ...production, IDEMPOTENCY_SECRET: 'short' })).toThrow(
      'IDEMPOTENCY_SECRET must be at least 32 characters',
    );
    const secret = 'a-production-secret-of-32-characters!';
    expect(loadConfig({ ...production, IDEMPOTENCY_SECRET: secret }).IDEMPOTENCY_SECRET).toBe(
      secret,
    );
    // Development and tests use a fixed one.
    const test = loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1/x', NODE_ENV: 'test' });
    expect(test.IDEMPOTENCY_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe('daily allowances', () => {
  it('counts calls per user and UTC day in MongoDB, with the configured limit', async () => {
    expect((await startCall()).status).toBe(201);
    expect((await startCall()).status).toBe(201);
    const refused = await startCall();
    expect(refused.status).toBe(429);
    expect(detailOf(refused)).toBe(
      "You have reached today's limit of 2 calls. Please try again tomorrow.",
    );
    // One record per use, under the day's counter (quota.ts).
    const used = await server.deps.models.RateLimit.find({
      _id: {
        $gte: `daily:calls:${subscriber}:2026-11-24#`,
        $lt: `daily:calls:${subscriber}:2026-11-24$`,
      },
    })
      .sort({ hits: 1 })
      .lean();
    expect(used.map((use) => [use._id, use.hits])).toEqual([
      [`daily:calls:${subscriber}:2026-11-24#1`, 1],
      [`daily:calls:${subscriber}:2026-11-24#2`, 2],
    ]);
    expect(used[0]?.reset_at.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    // A new UTC day starts afresh.
    server.setNow(new Date('2026-11-25T00:00:01Z'));
    token = await signIn(server, 'subscriber');
    expect((await startCall()).status).toBe(201);
  });

  it('gives a call back when the provider refused it', async () => {
    providerDown = true;
    expect((await startCall()).status).toBe(503);
    expect((await startCall()).status).toBe(503);
    providerDown = false;
    expect((await startCall()).status).toBe(201);
    expect((await startCall()).status).toBe(201);
    expect((await startCall()).status).toBe(429);
  });

  it('limits summaries with their own counter', async () => {
    expect((await summarize()).status).toBe(200);
    const refused = await summarize();
    expect(refused.status).toBe(429);
    expect(detailOf(refused)).toBe(
      "You have reached today's limit of 1 summaries. Please try again tomorrow.",
    );
    expect((await startCall()).status).toBe(201);
  });

  it('counts every one of many uses at once, and refuses exactly those past the limit', async () => {
    // FerretDB applies an update as a read then a write: concurrent `$inc`s on one counter
    // were lost, and concurrent first uses each inserted the counter (a duplicate: a 429).
    const limits = { calls: 5, summaries: 1, practice: 1 };
    const quota = dailyQuota(createMongoStore(server.deps.models).rateLimits, () => limits);
    const now = new Date('2026-11-24T10:00:00Z');
    const uses = await Promise.allSettled(
      Array.from({ length: 12 }, () => quota.consume('calls', subscriber, now)),
    );
    const refused = uses.filter((use) => use.status === 'rejected');
    expect(uses.length - refused.length).toBe(5);
    for (const use of refused) {
      expect(use.reason).toBeInstanceOf(HttpError);
      expect((use.reason as HttpError).status).toBe(429);
    }
    // Given back at once, each refund frees one use, no more.
    const granted = uses.flatMap((use) => (use.status === 'fulfilled' ? [use.value] : []));
    await Promise.all(granted.slice(0, 3).map((refund) => refund()));
    const again = await Promise.allSettled(
      Array.from({ length: 6 }, () => quota.consume('calls', subscriber, now)),
    );
    expect(again.filter((use) => use.status === 'fulfilled')).toHaveLength(3);
    // Another user's allowance is their own.
    await expect(quota.consume('calls', PERSONAS.newcomer.user_id, now)).resolves.toBeTypeOf(
      'function',
    );
  });

  it('does not count a replayed create', async () => {
    const key = { 'Idempotency-Key': 'same-call-action' };
    const first = await startCall(key);
    const again = await startCall(key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await startCall()).status).toBe(201);
    expect(await server.deps.models.Call.countDocuments({ user_id: subscriber })).toBe(2);
  });
});

describe('idempotency keys', () => {
  it('are stored hashed in MongoDB and expire after 24 hours', async () => {
    const key = { 'Idempotency-Key': 'expiring-action-key' };
    const first = await startCall(key);
    const stored = await server.deps.models.IdempotencyKey.find({}).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ state: 'done', status: 201 });
    expect(JSON.stringify(stored)).not.toContain('expiring-action-key');

    server.setNow(new Date('2026-11-25T09:59:00Z'));
    token = await signIn(server, 'subscriber');
    expect((await startCall(key)).body).toEqual(first.body);
    server.setNow(new Date('2026-11-25T10:00:01Z'));
    const later = await startCall(key);
    expect(later.status).toBe(201);
    expect(later.body).not.toEqual(first.body);
  });

  it('answer 409 while the first request with the key is still running', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    const slow: TelephonyAdapter = {
      name: 'slow',
      requestCall: async () => {
        await held;
        return 'requested';
      },
    };
    const slowServer = await startTestServer({ overrides: { telephony: slow } });
    try {
      const slowToken = await signIn(slowServer, 'subscriber');
      const call = () =>
        send(slowServer, 'POST', '/start-call', {
          token: slowToken,
          headers: { 'Idempotency-Key': 'double-click' },
          body: { user_id: subscriber, tradeline_name: 'Chase' },
        });
      const first = call();
      // Wait until the first request holds the key.
      for (let tries = 0; tries < 100; tries += 1) {
        if (await slowServer.deps.models.IdempotencyKey.exists({ state: 'pending' })) break;
        await new Promise((done) => setTimeout(done, 20));
      }
      const second = await call();
      expect(second.status).toBe(409);
      expect(detailOf(second)).toBe(
        'A request with this Idempotency-Key is still being processed. Please try again shortly.',
      );
      release();
      expect((await first).status).toBe(201);
      expect((await call()).body).toEqual((await first).body);
    } finally {
      release();
      await slowServer.stop();
    }
  });
});
