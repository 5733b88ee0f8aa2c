/**
 * Accounts on the production API: argon2id hashes and no plaintext password or token anywhere
 * in the database or the logs; long passwords whole; token expiry at `expires_at` and
 * revocation on logout; Google ID tokens checked for signature, audience and expiry.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { googleDisabled } from '../../server/adapters/google';
import { canonicalJson } from '../../src/backend/idempotency';
import { signGoogleIdToken } from './google-keys';
import { startTestServer, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function everything(): Promise<string> {
  const parts: string[] = [];
  for (const model of Object.values(server.deps.models)) {
    parts.push(JSON.stringify(await model.collection.find({}).toArray()));
  }
  return parts.join('\n');
}

describe('passwords', () => {
  it('stores an argon2id hash with the agreed cost, and never the password', async () => {
    const password = 'Plain-Text-Secret-42!';
    const registered = await send(server, 'POST', '/user/register', {
      body: { email: 'hash.check@example.com', password },
    });
    expect(registered.status).toBe(201);
    const login = await send(server, 'POST', '/user/login', {
      body: { username: 'hash.check@example.com', password },
    });
    expect(login.status).toBe(200);
    const user = await server.deps.models.User.findOne({
      email_key: 'hash.check@example.com',
    }).lean();
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await everything();
    expect(stored).not.toContain(password);
    expect(server.logs.join('\n')).not.toContain(password);
  });

  it('keeps no password-derived hash after a keyed sign-up (issue 23, point 1)', async () => {
    const password = 'Keyed-Signup-Secret-7!';
    const email = 'keyed.signup@example.com';
    const headers = { 'Idempotency-Key': 'keyed-signup-action' };
    const body = { email, password };
    const first = await send(server, 'POST', '/user/register', { body, headers });
    expect(first.status).toBe(201);
    const replay = await send(server, 'POST', '/user/register', { body, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const stored = await everything();
    expect(stored).not.toContain(password);
    // Anything an attacker could hash with a guessed password: none of it is stored unkeyed.
    const inputs = [
      password,
      JSON.stringify(body),
      canonicalJson(body),
      canonicalJson({ body }),
      canonicalJson({ path: '/user/register', query: {}, body }),
      canonicalJson({ params: {}, query: {}, body }),
      canonicalJson({ params: {}, query: undefined, body }),
    ];
    for (const input of inputs) {
      expect(stored).not.toContain(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('accepts a 200-character password whole: a different last character fails', async () => {
    const password = `${'Long-pass-phrase 1! '.repeat(10)}`;
    expect(password.length).toBe(200);
    await send(server, 'POST', '/user/register', { body: { email: 'long@example.com', password } });
    const right = await send(server, 'POST', '/user/login', {
      body: { username: 'long@example.com', password },
    });
    expect(right.status).toBe(200);
    const wrong = await send(server, 'POST', '/user/login', {
      body: { username: 'long@example.com', password: `${password.slice(0, -1)}?` },
    });
    expect(wrong.status).toBe(401);
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrong = await send(server, 'POST', '/user/login', {
      body: { username: PERSONAS.subscriber.email, password: 'Not-the-password1!' },
    });
    const unknown = await send(server, 'POST', '/user/login', {
      body: { username: 'nobody@example.com', password: 'Not-the-password1!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('logs sign-ins and failed sign-ins with who and when, never the password or token', async () => {
    const token = await signIn(server, 'subscriber');
    await send(server, 'POST', '/user/login', {
      body: { username: PERSONAS.subscriber.email, password: 'Wrong-password-9!' },
    });
    // A password typed in the name box is never logged in full.
    await send(server, 'POST', '/user/login', {
      body: { username: 'Hunter2-Secret!', password: 'Wrong-password-9!' },
    });
    const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const signedIn = lines.find(
      (line) => line.msg === 'signed in' && line.user_id === PERSONAS.subscriber.user_id,
    );
    const failures = lines.filter((line) => line.msg === 'sign-in failed');
    const masked = PERSONAS.subscriber.email.replace(/^(.)[^@]*/, '$1***');
    const failed = failures.find((line) => line.identifier === masked);
    expect(signedIn?.time).toBeTruthy();
    expect(failed?.time).toBeTruthy();
    // With the client's address, from the request's own log context.
    expect(failed?.ip).toMatch(/127\.0\.0\.1/);
    expect(failures.map((line) => line.identifier)).toContain('*** (15 characters)');
    const text = server.logs.join('\n');
    expect(text).not.toContain('Hunter2-Secret!'.toLowerCase());
    expect(text).not.toContain(`"${PERSONAS.subscriber.email}"`);
    expect(text).not.toContain(token);
    expect(text).not.toContain(PERSONAS.subscriber.password);
  });
});

describe('tokens', () => {
  it('stores only a hash of each token', async () => {
    const token = await signIn(server, 'subscriber');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(await everything()).not.toContain(token);
  });

  it('expires at expires_at: valid a second before, "Token expired" after', async () => {
    const login = await send(server, 'POST', '/user/login', {
      body: { username: PERSONAS.subscriber.email, password: PERSONAS.subscriber.password },
    });
    const { token, expires_at } = login.body as { token: string; expires_at: string };
    const expiry = Date.parse(expires_at);
    expect(expiry - Date.now()).toBeGreaterThan(12 * 3_600_000 - 60_000);
    const path = `/tradelines/${PERSONAS.subscriber.user_id}`;
    try {
      server.setNow(new Date(expiry - 1_000));
      expect((await send(server, 'GET', path, { token })).status).toBe(200);
      server.setNow(new Date(expiry));
      const expired = await send(server, 'GET', path, { token });
      expect(expired.status).toBe(401);
      expect(detailOf(expired)).toBe('Token expired');
    } finally {
      server.setNow(null);
    }
  });

  it('stops working at once after logout, while other sessions go on', async () => {
    const first = await signIn(server, 'subscriber');
    const second = await signIn(server, 'subscriber');
    expect((await send(server, 'POST', '/user/logout', { token: first })).status).toBe(204);
    const path = `/programs/${PERSONAS.subscriber.user_id}`;
    const revoked = await send(server, 'GET', path, { token: first });
    expect(revoked.status).toBe(401);
    expect((await send(server, 'GET', path, { token: second })).status).toBe(200);
    expect((await send(server, 'POST', '/user/logout', { token: first })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('follow a role change at once: a demoted admin is refused, a promoted user let in', async () => {
    const adminToken = await signIn(server, 'admin');
    const userToken = await signIn(server, 'newcomer');
    expect((await send(server, 'GET', '/admin/analytics', { token: userToken })).status).toBe(403);
    const promote = await send(server, 'PATCH', `/admin/users/${PERSONAS.newcomer.user_id}`, {
      token: adminToken,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(200);
    expect((await send(server, 'GET', '/admin/analytics', { token: userToken })).status).toBe(200);
    await send(server, 'PATCH', `/admin/users/${PERSONAS.newcomer.user_id}`, {
      token: adminToken,
      body: { role: 'user' },
    });
    expect((await send(server, 'GET', '/admin/analytics', { token: userToken })).status).toBe(403);
    await server.reset();
  });

  it('are removed a week after they expire and a day after they are revoked', async () => {
    const { sweepSessions } = await import('../../server/platform/auth');
    const kept = await signIn(server, 'subscriber');
    const revoked = await signIn(server, 'subscriber');
    await send(server, 'POST', '/user/logout', { token: revoked });
    const now = Date.now();
    expect(await sweepSessions(server.deps.models, new Date(now))).toBe(0);
    const dayLater = new Date(now + 25 * 3_600_000);
    expect(await sweepSessions(server.deps.models, dayLater)).toBeGreaterThanOrEqual(1);
    const path = `/programs/${PERSONAS.subscriber.user_id}`;
    expect((await send(server, 'GET', path, { token: kept })).status).toBe(200);
    const weekAfterExpiry = new Date(now + 12 * 3_600_000 + 7 * 86_400_000 + 60_000);
    await sweepSessions(server.deps.models, weekAfterExpiry);
    expect(
      await server.deps.models.Session.countDocuments({ user_id: PERSONAS.subscriber.user_id }),
    ).toBe(0);
  });
});

describe('Google identity', () => {
  const google = (id_token: string, extra: Record<string, unknown> = {}) =>
    send(server, 'POST', '/user/google-auth', { body: { id_token, ...extra } });

  it('signs up with a valid ID token and signs in again with login_existing', async () => {
    const id_token = signGoogleIdToken({ sub: 'google-1', email: 'g.user@example.com' });
    const created = await google(id_token, { selected_plan: 'works' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      created: true,
      user: { email: 'g.user@example.com' },
    });
    expect((await google(id_token)).status).toBe(409);
    const again = await google(id_token, { login_existing: true });
    expect(again.body).toMatchObject({ success: true, created: false });
  });

  it.each([
    [
      'signed by another key',
      signGoogleIdToken({ sub: 'g2', email: 'x@example.com' }, { foreignKey: true }),
    ],
    [
      'for another audience',
      signGoogleIdToken(
        { sub: 'g2', email: 'x@example.com' },
        { audience: 'other.apps.googleusercontent.com' },
      ),
    ],
    [
      'from another issuer',
      signGoogleIdToken({ sub: 'g2', email: 'x@example.com' }, { issuer: 'https://evil.example' }),
    ],
    ['expired', signGoogleIdToken({ sub: 'g2', email: 'x@example.com' }, { expiresIn: -600 })],
    ['not a JWT', 'not-a-token'],
  ])('refuses a token %s with 401 and creates nothing', async (_label, id_token) => {
    const before = await server.deps.models.User.countDocuments();
    const answer = await google(id_token);
    expect(answer.status).toBe(401);
    expect(detailOf(answer)).toBe('Invalid Google token');
    expect(await server.deps.models.User.countDocuments()).toBe(before);
  });

  it('answers 400 with the spec message for a token without a verified email', async () => {
    const noEmail = await google(signGoogleIdToken({ sub: 'g3' }));
    expect(noEmail.status).toBe(400);
    expect(detailOf(noEmail)).toBe('Could not extract email from Google token.');
    const unverified = await google(
      signGoogleIdToken({ sub: 'g4', email: 'unverified@example.com' }, { emailVerified: false }),
    );
    expect(unverified.status).toBe(400);
  });
});

describe('Google sign-in without a client id', () => {
  it('answers 503 so the page can say it is not available', async () => {
    const off = await startTestServer({ overrides: { google: googleDisabled } });
    try {
      const answer = await send(off, 'POST', '/user/google-auth', {
        body: { id_token: signGoogleIdToken({ sub: 'g5', email: 'g5@example.com' }) },
      });
      expect(answer.status).toBe(503);
      detailOf(answer);
    } finally {
      await off.stop();
    }
  });
});
