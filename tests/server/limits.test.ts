/** Rate limits on sign-in, registration, Google sign-in, the email checks and the interest form. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { startTestServer, type TestServer } from './harness';
import { detailOf, send } from './http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3', EMAIL_CHECK_RATE_LIMIT: '4' } });
});
afterAll(() => server.stop());

const LIMITED = 'Too many requests. Please wait a minute and try again.';

describe('sign-in attempts', () => {
  it('allow 3 a minute per client, then answer 429 with a detail until the window ends', async () => {
    const body = { username: PERSONAS.subscriber.email, password: 'Wrong-password-1!' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send(server, 'POST', '/user/login', { body })).status).toBe(401);
    }
    const limited = await send(server, 'POST', '/user/login', {
      body: { username: PERSONAS.subscriber.email, password: PERSONAS.subscriber.password },
    });
    expect(limited.status).toBe(429);
    expect(detailOf(limited)).toBe(LIMITED);
    expect(limited.headers.get('ratelimit-policy')).toContain('3');
    // Registration shares the sign-in counter.
    const register = await send(server, 'POST', '/user/register', {
      body: { email: 'limited@example.com', password: 'Limited-pass1!' },
    });
    expect(register.status).toBe(429);
    expect(await server.deps.models.User.exists({ email_key: 'limited@example.com' })).toBeNull();

    try {
      server.setNow(new Date(Date.now() + 61_000));
      const later = await send(server, 'POST', '/user/login', {
        body: { username: PERSONAS.subscriber.email, password: PERSONAS.subscriber.password },
      });
      expect(later.status).toBe(200);
    } finally {
      server.setNow(null);
    }
  });
});

describe('email checks', () => {
  it('allow 4 a minute per client, then answer 429', async () => {
    const path = `/user/check-email?email=${encodeURIComponent(PERSONAS.subscriber.email)}`;
    for (let check = 0; check < 4; check += 1) {
      expect((await send(server, 'GET', path)).status).toBe(200);
    }
    const limited = await send(server, 'GET', '/user/check-availability?email=a%40example.com');
    expect(limited.status).toBe(429);
    expect(detailOf(limited)).toBe(LIMITED);
  });
});
