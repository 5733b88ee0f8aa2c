/**
 * Sign-in throttling: the per-client counter loses no hit under concurrency, the per-account
 * limit makes wrong guesses at an account wait longer and longer while the right password goes in
 * after a short fixed wait (never locked), the client address is taken a set number of proxy hops
 * back, and a failing counter store keeps sign-in open while logging at error level once a minute.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { signInDelayed } from '../../src/shared/api/details';
import { startTestServer, type TestServer } from './harness';
import { failReadsOf } from './failing-reads';
import { detailOf, send } from './http';

let server: TestServer;
const LIMIT = 10;
let minute = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());
// Each test in a window of its own.
beforeEach(async () => {
  minute += 10;
  server.setNow(new Date(Date.now() + minute * 60_000));
  await server.deps.models.RateLimit.deleteMany({});
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const login = (username: string, password: string, address: string) =>
  send(server, 'POST', '/user/login', { body: { username, password }, headers: from(address) });
const wrong = 'Wrong-password-1!';

describe('the per-client sign-in limit', () => {
  it(`lets at most ${LIMIT} of 40 concurrent wrong sign-ins through, the rest get 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        login(`nobody-${index}@example.com`, wrong, '203.0.113.7'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const passed = statuses.filter((status) => status === 401).length;
    console.info(`40 concurrent wrong sign-ins: ${passed} answered 401, ${40 - passed} 429`);
    expect(passed).toBeLessThanOrEqual(LIMIT);
    expect(passed).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - passed);
  });

  it('takes the client address one proxy hop back: a forged X-Forwarded-For does not escape', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const answer = await login(
        `nobody-${index}@example.com`,
        wrong,
        `10.0.0.${index}, 198.51.100.1`,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('the per-account sign-in limit', () => {
  it('makes an account guessed from many addresses wait longer after each failure, never locked', async () => {
    const { email, password } = PERSONAS.subscriber;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, wrong, `192.0.2.${attempt}`)).status).toBe(401);
    }
    // A sixth guess from yet another address, and even the right password, must wait 15 s.
    for (const guess of [wrong, password]) {
      const waiting = await login(email.toUpperCase(), guess, '192.0.2.99');
      expect(waiting.status).toBe(429);
      expect(detailOf(waiting)).toBe(signInDelayed(15));
      expect(waiting.headers.get('retry-after')).toBe('15');
    }
    const start = Date.now() + minute * 60_000;
    server.setNow(new Date(start + 16_000));
    expect((await login(email, wrong, '192.0.2.100')).status).toBe(401);
    // Right after a failure anyone waits the short 15 s (the right password goes in after it)...
    expect(detailOf(await login(email, wrong, '192.0.2.101'))).toBe(signInDelayed(15));
    // ...past it a wrong guess still meets the doubled wait: 30 s after that failure.
    server.setNow(new Date(start + 32_000));
    expect(detailOf(await login(email, wrong, '192.0.2.101'))).toBe(signInDelayed(14));
    server.setNow(new Date(start + 47_000));
    expect((await login(email, password, '192.0.2.102')).status).toBe(200);
    // A successful sign-in clears the count.
    expect((await login(email, wrong, '192.0.2.103')).status).toBe(401);
    // Another account is not affected by this one.
    expect((await login(PERSONAS.admin.email, PERSONAS.admin.password, '192.0.2.104')).status).toBe(
      200,
    );
  });

  it('lets the right password in a short fixed wait after the last failure, however many failures', async () => {
    const { email, password } = PERSONAS.subscriber;
    // A fixed instant: the count is kept in the server's time, not the test's.
    const start = Date.parse('2030-01-07T12:00:00Z');
    const at = (ms: number) => server.setNow(new Date(start + ms));
    // The attacker: the free failures, then one at each moment the growing wait ends (15 s, 30 s,
    // 60 s), so the count keeps growing and the wait stays armed.
    const attack = async (identifier: string) => {
      const answers: Array<[number, string | undefined]> = [];
      at(0);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await login(identifier, wrong, `192.0.2.${attempt}`);
        answers.push([answer.status, detailOf(answer)]);
      }
      for (const moment of [16_000, 47_000, 108_000]) {
        at(moment);
        const answer = await login(identifier, wrong, '192.0.2.50');
        answers.push([answer.status, detailOf(answer)]);
      }
      // Past the short wait, wrong guesses still meet the growing one (120 s after the last).
      at(124_000);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await login(identifier, wrong, `192.0.2.${60 + attempt}`);
        expect(answer.headers.get('retry-after')).toBe('104');
        answers.push([answer.status, detailOf(answer)]);
      }
      return answers;
    };
    const onAccount = await attack(email);
    expect(onAccount.map(([status]) => status)).toEqual([
      ...Array<number>(8).fill(401),
      ...Array<number>(3).fill(429),
    ]);
    expect(onAccount.at(-1)?.[1]).toBe(signInDelayed(104));
    // The owner, within the short wait of the last failure, waits what is left of 15 s...
    at(110_000);
    const early = await login(email, password, '198.51.100.9');
    expect(early.status).toBe(429);
    expect(detailOf(early)).toBe(signInDelayed(13));
    // ...and after it is let in, although the growing wait for wrong guesses runs on.
    at(124_000);
    const owner = await login(email, password, '198.51.100.9');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    // The success clears the count.
    expect((await login(email, wrong, '192.0.2.70')).status).toBe(401);
    // An identifier with no account answers the same, step by step (nothing to enumerate).
    await server.deps.models.RateLimit.deleteMany({});
    expect(await attack('nobody-here@example.com')).toEqual(onAccount);
  });

  it('lets at most 5 of 20 concurrent guesses at one account from 20 addresses through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(PERSONAS.subscriber.email, wrong, `192.0.2.${index + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
      true,
    );
  });

  it('never makes a sign-in wait under the free failures, even one that began before another', async () => {
    const { email, password } = PERSONAS.subscriber;
    const start = Date.now() + minute * 60_000;
    // Two sign-ins at once: the one counted first read the clock a moment after the other.
    server.setNow(new Date(start + 800));
    expect((await login(email, wrong, '192.0.2.1')).status).toBe(401);
    server.setNow(new Date(start));
    const answer = await login(email, password, '192.0.2.2');
    // Before, a 429: 'Too many failed sign-ins for this account. Please wait 1 seconds…'
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("stores no identifier nor the client's address, only their keyed hashes", async () => {
    await login('someone@example.com', wrong, '192.0.2.1');
    const stored = JSON.stringify(await server.deps.models.RateLimit.find({}).lean());
    expect(stored).toMatch(/account:[0-9a-f]{64}#1/);
    expect(stored).toMatch(/auth:[0-9a-f]{64}@\d+#1/);
    expect(stored).not.toContain('someone');
    expect(stored).not.toContain('192.0.2.1');
  });
});

describe('a failing counter store', () => {
  it('keeps sign-in open and logs at error level once a minute', async () => {
    // The counters' reads fail where the port sends them, and only theirs.
    const failing = failReadsOf(
      server.deps.models.RateLimit.collection.collectionName,
      'connection reset by the database',
    );
    const errorLines = () =>
      server.logs
        .map((line) => JSON.parse(line) as { level: number; msg: string; limiter?: string })
        .filter((line) => line.level >= 50 && line.msg.includes('store failed'))
        .map((line) => line.limiter);
    const before = errorLines().length;
    try {
      const { email, password } = PERSONAS.subscriber;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await login(email, password, '192.0.2.50')).status).toBe(200);
      }
      // One line a minute for each limiter (per client, per account), not one per request.
      expect(errorLines().slice(before).sort()).toEqual(['account', 'auth']);
      server.setNow(new Date(Date.now() + minute * 60_000 + 61_000));
      expect((await login(email, password, '192.0.2.50')).status).toBe(200);
      expect(errorLines().slice(before).sort()).toEqual(['account', 'account', 'auth', 'auth']);
    } finally {
      failing.restore();
    }
    expect(failing.failures()).toBeGreaterThan(0);
  });
});
