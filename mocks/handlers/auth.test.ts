import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@/features/auth/contract';
import { planBuilderEndpoints } from '@/features/plan-builder/contract';
import { authenticate, refreshSessions } from '@/features/auth/service/sessions';
import { configureHttp, request } from '@/shared/api/http';
import { fakeGoogleIdToken } from '../google';
import { PERSONAS } from '../personas';
import { personaSession } from '../seed';
import { store } from '../store';
import { mockSessions } from '.';

let token: string | null = null;
configureHttp({ getToken: () => token });

describe('mock auth handlers', () => {
  it('signs the subscriber in and returns a 12-hour token with the role', async () => {
    token = null;
    const session = await request(authEndpoints.login, {
      body: { username: 'demo@example.com', password: 'Demo-pass1!' },
    });
    expect(session).toMatchObject({ user_id: PERSONAS.subscriber.user_id, role: 'user' });
    const hours = (Date.parse(session.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('gives a wrong password and an unknown user the same 401', async () => {
    token = null;
    const attempts = [
      { username: 'demo@example.com', password: 'nope' },
      { username: 'nobody@example.com', password: 'Demo-pass1!' },
    ];
    for (const body of attempts) {
      await expect(request(authEndpoints.login, { body })).rejects.toMatchObject({
        status: 401,
        detail: 'Incorrect username or password',
      });
    }
  });

  it('registers a new account and answers 409 for a taken email', async () => {
    token = null;
    const body = {
      email: 'fresh@example.com',
      password: 'Fresh-pass1!',
      selected_plan: 'basic' as const,
    };
    const created = await request(authEndpoints.register, { body });
    expect(created.user_id).toMatch(/^[0-9a-f]{24}$/);
    await expect(request(authEndpoints.register, { body })).rejects.toMatchObject({ status: 409 });
    await expect(
      request(authEndpoints.checkAvailability, { query: { email: 'FRESH@example.com' } }),
    ).resolves.toEqual({ email_exists: true });
  });

  it('signs up through Google, then answers 409 until asked to log in the existing account', async () => {
    token = null;
    const id_token = fakeGoogleIdToken({ sub: 'g-1', email: 'gina@example.com' });
    const first = await request(authEndpoints.googleAuth, { body: { id_token } });
    expect(first.created).toBe(true);
    await expect(request(authEndpoints.googleAuth, { body: { id_token } })).rejects.toMatchObject({
      status: 409,
    });
    const again = await request(authEndpoints.googleAuth, {
      body: { id_token, login_existing: true },
    });
    expect(again).toMatchObject({ created: false, user: { email: 'gina@example.com' } });
  });

  it('revokes the token on logout', async () => {
    token = personaSession('newcomer').token;
    await request(authEndpoints.logout, {});
    await expect(request(authEndpoints.logout, {})).rejects.toMatchObject({ status: 401 });
  });

  it('keeps the session on logout, revoked, and lets a refresh change who the caller is', async () => {
    const { token: ready, user_id } = personaSession('newcomer');
    await refreshSessions(store.sessions, user_id, { role: 'admin' });
    const { caller } = await authenticate(mockSessions, `Bearer ${ready}`, new Date());
    expect(caller).toMatchObject({ id: user_id, role: 'admin' });
    token = ready;
    await request(authEndpoints.logout, {});
    expect((await store.sessions.get(ready))?.revoked_at).toEqual(expect.any(String));
  });

  it('records sign-up details only for the caller', async () => {
    token = personaSession('newcomer').token;
    const body = { first_name: 'Noah', last_name: 'Kim', dob: '1994-09-30', agreed: true as const };
    await expect(
      request(authEndpoints.submitSignupDetails, {
        query: { user_account_id: PERSONAS.newcomer.user_id },
        body,
      }),
    ).resolves.toMatchObject({ first_name: 'Noah' });
    await expect(
      request(authEndpoints.submitSignupDetails, {
        query: { user_account_id: PERSONAS.subscriber.user_id },
        body,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('records interest', async () => {
    token = null;
    const plan = JSON.stringify({
      basePlan: 'basic',
      premiumFeatures: [],
      timestamp: new Date().toISOString(),
    });
    await expect(
      request(planBuilderEndpoints.submitInterest, { body: { email: 'a@example.com', plan } }),
    ).resolves.toEqual({ success: true });
  });
});
