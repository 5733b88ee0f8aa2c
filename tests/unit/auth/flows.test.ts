import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/shared/session';
import { EMPTY_SIGNUP_FORM } from '@/features/auth/model/schemas';
import { completeSignup, googleSignIn, googleSignUp, signIn } from '@/features/auth/api/flows';
import { GOOGLE_ANSWER, GOOGLE_ID_TOKEN, JO_DETAILS, JO_SESSION, sendStoredToken } from './support';

sendStoredToken();

const form = {
  ...EMPTY_SIGNUP_FORM,
  email: ' jo@example.com ',
  password: 'Abcdefg1!',
  confirmPassword: 'Abcdefg1!',
  firstName: ' Jo ',
  lastName: 'Doe',
  dob: '1990-02-03',
  agreed: true,
};
const plan = { selected_plan: 'upgrade' as const, premium_features: ['monitoring' as const] };

describe('signIn', () => {
  it('stores the six session fields', async () => {
    server.use(http.post('/api/user/login', () => HttpResponse.json({ ...JO_SESSION, extra: 1 })));
    await signIn('jo@example.com', 'pw');
    expect(readStoredUser()).toEqual(JO_SESSION);
  });

  it("shows the server's detail text", async () => {
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json({ detail: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    await expect(signIn('jo', 'pw')).rejects.toThrow('Invalid username or password');
  });

  it('falls back to the login failure text without a detail', async () => {
    server.use(http.post('/api/user/login', () => new HttpResponse(null, { status: 500 })));
    await expect(signIn('jo', 'pw')).rejects.toThrow(
      'Login failed. Please check your credentials and try again.',
    );
    expect(readStoredUser()).toBeNull();
  });
});

describe('completeSignup', () => {
  it('registers with the plan, signs in and records the personal information', async () => {
    const sent: Record<string, unknown> = {};
    server.use(
      http.post('/api/user/register', async ({ request }) => {
        sent.register = await request.json();
        return HttpResponse.json({ user_id: 'u9' }, { status: 201 });
      }),
      http.post('/api/user/login', async ({ request }) => {
        sent.login = await request.json();
        return HttpResponse.json(JO_SESSION);
      }),
      http.post('/api/signup', async ({ request }) => {
        sent.signup = await request.json();
        sent.signupQuery = new URL(request.url).searchParams.get('user_account_id');
        sent.auth = request.headers.get('Authorization');
        return HttpResponse.json(JO_DETAILS, { status: 201 });
      }),
    );
    await completeSignup(form, plan);
    expect(sent.register).toEqual({
      username: 'jo@example.com',
      email: 'jo@example.com',
      password: 'Abcdefg1!',
      selected_plan: 'upgrade',
      premium_features: ['monitoring'],
    });
    expect(sent.login).toEqual({ username: 'jo@example.com', password: 'Abcdefg1!' });
    expect(sent.signup).toEqual({
      first_name: 'Jo',
      last_name: 'Doe',
      dob: '1990-02-03',
      agreed: true,
    });
    expect(sent.signupQuery).toBe('u9');
    expect(sent.auth).toBe('Bearer tok-9');
    expect(readStoredUser()?.user_id).toBe('u9');
  });

  it.each([
    ['a 409', 409, 'Conflict'],
    ['a detail saying the account exists', 400, 'User already exists'],
  ])('signs in with the typed credentials on %s', async (_name, status, detail) => {
    let logins = 0;
    server.use(
      http.post('/api/user/register', () => HttpResponse.json({ detail }, { status })),
      http.post('/api/user/login', () => {
        logins += 1;
        return HttpResponse.json(JO_SESSION);
      }),
      http.post('/api/signup', () => HttpResponse.json(JO_DETAILS, { status: 201 })),
    );
    await completeSignup(form, plan);
    expect(logins).toBe(1);
  });

  it('reports the submit problem when any call fails', async () => {
    server.use(
      http.post('/api/user/register', () => HttpResponse.json({ user_id: 'u9' }, { status: 201 })),
      http.post('/api/user/login', () => HttpResponse.json(JO_SESSION)),
      http.post('/api/signup', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    await expect(completeSignup(form, plan)).rejects.toThrow(
      'There was a problem submitting your information. Please try again.',
    );
  });

  it('does not sign in when registration fails for another reason', async () => {
    server.use(
      http.post('/api/user/register', () => HttpResponse.json({ detail: 'Bad' }, { status: 400 })),
    );
    await expect(completeSignup(form, plan)).rejects.toThrow(
      'There was a problem submitting your information. Please try again.',
    );
    expect(readStoredUser()).toBeNull();
  });
});

describe('Google sign-in and sign-up', () => {
  it('signs in an existing account with login_existing', async () => {
    let body: unknown;
    server.use(
      http.post('/api/user/google-auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...GOOGLE_ANSWER, created: false });
      }),
    );
    await googleSignIn(GOOGLE_ID_TOKEN);
    expect(body).toEqual({ id_token: GOOGLE_ID_TOKEN, login_existing: true });
    expect(readStoredUser()).toMatchObject({ user_id: 'g1', token: 'tok-g', role: 'user' });
  });

  it('refuses a token without an email before calling the server', async () => {
    await expect(googleSignIn('h.e30.s')).rejects.toThrow(
      'Could not extract email from Google token.',
    );
    await expect(googleSignUp('h.e30.s', plan)).rejects.toThrow(
      'Could not extract email from Google token.',
    );
  });

  it('reports a failed sign-in', async () => {
    server.use(
      http.post('/api/user/google-auth', () => HttpResponse.json({ detail: 'x' }, { status: 401 })),
    );
    await expect(googleSignIn(GOOGLE_ID_TOKEN)).rejects.toThrow(
      'Google Sign-In failed. Please try again or use manual login.',
    );
  });

  it('reports the service as unavailable on a 503', async () => {
    server.use(
      http.post('/api/user/google-auth', () => HttpResponse.json({ detail: 'x' }, { status: 503 })),
    );
    await expect(googleSignUp(GOOGLE_ID_TOKEN, plan)).rejects.toThrow(
      'Google Sign-In not available. Try again in a moment.',
    );
  });

  it('creates an account with the saved plan', async () => {
    let body: unknown;
    server.use(
      http.post('/api/user/google-auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(GOOGLE_ANSWER);
      }),
    );
    await expect(googleSignUp(GOOGLE_ID_TOKEN, plan)).resolves.toMatchObject({ created: true });
    expect(body).toEqual({ id_token: GOOGLE_ID_TOKEN, ...plan });
  });

  it('signs in an existing account on 409', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/user/google-auth', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.login_existing
          ? HttpResponse.json({ ...GOOGLE_ANSWER, created: false })
          : HttpResponse.json({ detail: 'Account exists' }, { status: 409 });
      }),
    );
    await expect(googleSignUp(GOOGLE_ID_TOKEN, plan)).resolves.toMatchObject({ created: false });
    expect(bodies).toHaveLength(2);
  });

  it('says the account exists when that sign-in fails too', async () => {
    server.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ detail: 'Account exists' }, { status: 409 }),
      ),
    );
    await expect(googleSignUp(GOOGLE_ID_TOKEN, plan)).rejects.toThrow(
      'Account exists but Google login failed. Please use email/password login.',
    );
  });
});
