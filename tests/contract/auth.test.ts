import { describe, expect, it } from 'vitest';
import {
  authEndpoints as api,
  GoogleAuthResponseSchema,
  RegisterResponseSchema,
  SessionSchema,
  SignupDetailsSchema,
} from '../../src/features/auth/contract';
import { planBuilderEndpoints } from '../../src/features/plan-builder/contract';
import { DETAILS } from '../../src/shared/api/details';
import { call, expectAuthRequired, expectStatus, idOf, signIn, setupBackend } from './harness';

const backend = setupBackend();

describe('POST /user/login', () => {
  it('signs each persona in with a 12-hour session and its role', async () => {
    for (const persona of ['subscriber', 'newcomer', 'admin'] as const) {
      const { email, password, role, user_id } = backend().personas[persona];
      const session = await call('anonymous', api.login, { body: { username: email, password } });
      expect(SessionSchema.safeParse(session).success).toBe(true);
      expect(session).toMatchObject({ user_id, email, role });
      const hours = (Date.parse(session.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.5);
      expect(hours).toBeLessThanOrEqual(12.01);
    }
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await expectStatus(
      'anonymous',
      api.login,
      {
        body: { username: 'demo@example.com', password: 'Wrong-pass1!' },
      },
      401,
    );
    const unknown = await expectStatus(
      'anonymous',
      api.login,
      {
        body: { username: 'nobody@example.com', password: 'Demo-pass1!' },
      },
      401,
    );
    expect(unknown.detail).toBe(wrong.detail);
  });

  it('refuses a body that breaks the contract with 400', async () => {
    await expectStatus('anonymous', api.login, { body: { username: '', password: 'x' } }, 400);
  });
});

describe('POST /user/register', () => {
  it('creates an account that can sign in, and answers 409 for a taken email', async () => {
    const body = {
      email: 'contract.user@example.com',
      password: 'Contract-pass1!',
      selected_plan: 'upgrade' as const,
      premium_features: ['monitoring' as const, 'intercept' as const],
    };
    const created = await call('anonymous', api.register, { body });
    expect(RegisterResponseSchema.safeParse(created).success).toBe(true);
    const session = await call('anonymous', api.login, {
      body: { username: body.email, password: body.password },
    });
    expect(session.user_id).toBe(created.user_id);
    expect(session.role).toBe('user');
    await expectStatus('anonymous', api.register, { body }, 409);
    await expectStatus(
      'anonymous',
      api.register,
      {
        body: { ...body, email: 'DEMO@example.com' },
      },
      409,
    );
  });
});

describe('POST /user/register: the password rule of spec section 5', () => {
  it.each([
    ['alllowercase', 'One capital letter, One number, One special character'],
    ['Ab1!', 'At least 8 characters'],
    ['NoDigits-here', 'One number'],
    ['NoSpecial123', 'One special character'],
    ['        ', 'One capital letter, One number, One special character'],
  ])(
    'refuses %j with 400 naming what is missing, and creates nothing',
    async (password, missing) => {
      const body = { email: 'weak.password@example.com', password };
      const error = await expectStatus('anonymous', api.register, { body }, 400);
      expect(error.detail).toBe(`Password must contain: ${missing}`);
      expect(await call('anonymous', api.checkEmail, { query: { email: body.email } })).toEqual({
        exists: false,
      });
    },
  );

  it('refuses a password from the common-passwords list, in any case, with a clear message', async () => {
    // Each meets the four rules of the spec, and is on every leaked-password list.
    for (const password of ['P@ssw0rd', 'PA$$W0RD', 'Zaq!2wsx']) {
      const error = await expectStatus(
        'anonymous',
        api.register,
        { body: { email: 'common.password@example.com', password } },
        400,
      );
      expect(error.detail, password).toBe(DETAILS.passwordCommon);
    }
    await expectStatus(
      'anonymous',
      api.login,
      { body: { username: 'common.password@example.com', password: 'P@ssw0rd' } },
      401,
    );
  });

  it('refuses a guessable password (zxcvbn score below 3, the email counting) at sign-up', async () => {
    // Each meets the four rules of the spec and is not on the list, yet a cracker guesses it.
    for (const password of [
      'Password1!',
      'Passw0rd!',
      'Password123!',
      'Welcome1!',
      'Qwerty123!',
      'Summer2024!',
      'Changeme1!',
    ]) {
      const email = 'guessable.password@example.com';
      const error = await expectStatus(
        'anonymous',
        api.register,
        { body: { email, password } },
        400,
      );
      expect(error.detail, password).toBe(DETAILS.passwordGuessable);
    }
    // The user's own email is a user input: strong enough for anyone else, not for its owner.
    const mine = 'marguerite.dubois@example.com';
    const error = await expectStatus(
      'anonymous',
      api.register,
      { body: { email: mine, password: 'Marguerite1990!' } },
      400,
    );
    expect(error.detail).toBe(DETAILS.passwordGuessable);
    expect(await call('anonymous', api.checkEmail, { query: { email: mine } })).toEqual({
      exists: false,
    });
    await call('anonymous', api.register, {
      body: { email: 'someone.else@example.com', password: 'Marguerite1990!' },
    });
  });

  it('accepts passwords of 64 characters and more whole: another last character fails', async () => {
    for (const length of [64, 73, 200]) {
      // Words rather than one letter repeated, which zxcvbn rightly finds guessable.
      const password = `Aa1!${'correct-horse-battery-staple-'.repeat(8).slice(0, length - 4)}`;
      const email = `long${length}@example.com`;
      await call('anonymous', api.register, { body: { email, password } });
      const session = await call('anonymous', api.login, { body: { username: email, password } });
      expect(session.email).toBe(email);
      for (const wrong of [`${password.slice(0, -1)}y`, password.slice(0, -1)]) {
        await expectStatus(
          'anonymous',
          api.login,
          { body: { username: email, password: wrong } },
          401,
        );
      }
    }
  });
});

describe('POST /user/register: one namespace for sign-in names', () => {
  const password = 'Namespace-pass1!';

  it("refuses a username equal to another account's email, trimmed and ignoring case", async () => {
    await call('anonymous', api.register, {
      body: { email: 'mail.owner@example.com', username: 'mail.owner', password },
    });
    const error = await expectStatus(
      'anonymous',
      api.register,
      {
        body: {
          email: 'someone.else@example.com',
          username: '  MAIL.Owner@Example.com ',
          password,
        },
      },
      409,
    );
    expect(error.detail).toBe('This username is already taken');
  });

  it("refuses an email equal to another account's username, trimmed and ignoring case", async () => {
    await call('anonymous', api.register, {
      body: { email: 'owner@example.com', username: 'shared.name@example.com', password },
    });
    const error = await expectStatus(
      'anonymous',
      api.register,
      { body: { email: ' Shared.Name@EXAMPLE.com', password } },
      409,
    );
    expect(error.detail).toBe('This email is already the username of another account');
    // The owner still signs in with that name, and nobody else can.
    const session = await call('anonymous', api.login, {
      body: { username: 'shared.name@example.com', password },
    });
    expect(session.email).toBe('owner@example.com');
  });
});

describe('GET /user/check-email and /user/check-availability', () => {
  it('tells whether an email is taken, ignoring case', async () => {
    expect(
      await call('anonymous', api.checkEmail, { query: { email: 'demo@example.com' } }),
    ).toEqual({ exists: true });
    expect(
      await call('anonymous', api.checkEmail, { query: { email: 'free@example.com' } }),
    ).toEqual({ exists: false });
    expect(
      await call('anonymous', api.checkAvailability, { query: { email: 'New@Example.com' } }),
    ).toEqual({ email_exists: true });
    expect(
      await call('anonymous', api.checkAvailability, { query: { email: 'free@example.com' } }),
    ).toEqual({ email_exists: false });
  });
});

describe('POST /user/google-auth', () => {
  it('creates an account, answers 409 on a second sign-up and signs in with login_existing', async () => {
    const id_token = backend().googleIdToken({
      sub: 'contract-google-1',
      email: 'gmail.user@example.com',
    });
    const first = await call('anonymous', api.googleAuth, {
      body: { id_token, selected_plan: 'basic' },
    });
    expect(GoogleAuthResponseSchema.safeParse(first).success).toBe(true);
    expect(first.created).toBe(true);
    await expectStatus('anonymous', api.googleAuth, { body: { id_token } }, 409);
    const again = await call('anonymous', api.googleAuth, {
      body: { id_token, login_existing: true },
    });
    expect(again.created).toBe(false);
    expect(again.user.user_id).toBe(first.user.user_id);
  });

  it('never signs in to a password account with the same email (pre-hijacking): 409', async () => {
    // Someone registers the victim's address with a password before the victim uses Google.
    await call('anonymous', api.register, {
      body: { email: 'victim@example.com', password: 'Attacker-pass1!' },
    });
    const id_token = backend().googleIdToken({ sub: 'victim-google', email: 'victim@example.com' });
    await expectStatus('anonymous', api.googleAuth, { body: { id_token } }, 409);
    const error = await expectStatus(
      'anonymous',
      api.googleAuth,
      { body: { id_token, login_existing: true } },
      409,
    );
    expect(error.detail).toBe(
      'An account with this email exists but is not linked to this Google account. Please sign in with your password.',
    );
    // The same for a seeded password account.
    await expectStatus(
      'anonymous',
      api.googleAuth,
      {
        body: {
          id_token: backend().googleIdToken({ sub: 'demo-google', email: 'demo@example.com' }),
          login_existing: true,
        },
      },
      409,
    );
  });

  it('finds the account by its Google subject, not by the email', async () => {
    const first = await call('anonymous', api.googleAuth, {
      body: {
        id_token: backend().googleIdToken({ sub: 'subject-1', email: 'first.address@example.com' }),
      },
    });
    // The Google account changed its address: still the same account.
    const moved = await call('anonymous', api.googleAuth, {
      body: {
        id_token: backend().googleIdToken({ sub: 'subject-1', email: 'new.address@example.com' }),
        login_existing: true,
      },
    });
    expect(moved.user.user_id).toBe(first.user.user_id);
    // Another Google account showing the first address gets nothing.
    await expectStatus(
      'anonymous',
      api.googleAuth,
      {
        body: {
          id_token: backend().googleIdToken({
            sub: 'subject-2',
            email: 'first.address@example.com',
          }),
          login_existing: true,
        },
      },
      409,
    );
  });

  it('refuses a token whose email Google has not verified, and creates nothing', async () => {
    const id_token = backend().googleIdToken({
      sub: 'unverified-1',
      email: 'unverified@example.com',
      email_verified: false,
    });
    const error = await expectStatus('anonymous', api.googleAuth, { body: { id_token } }, 400);
    expect(error.detail).toBe('Google has not verified the email address of this account');
    expect(
      await call('anonymous', api.checkEmail, { query: { email: 'unverified@example.com' } }),
    ).toEqual({ exists: false });
  });

  it('refuses a token that is not a Google ID token with 401', async () => {
    await expectStatus('anonymous', api.googleAuth, { body: { id_token: 'garbage' } }, 401);
  });
});

describe('POST /signup', () => {
  const body = { first_name: 'Noah', last_name: 'Kim', dob: '1994-09-30', agreed: true as const };

  it('records the personal information of the caller (201)', async () => {
    const saved = await call('newcomer', api.submitSignupDetails, {
      query: { user_account_id: idOf('newcomer') },
      body,
    });
    expect(SignupDetailsSchema.safeParse(saved).success).toBe(true);
    expect(saved).toMatchObject({ user_account_id: idOf('newcomer'), first_name: 'Noah' });
  });

  it('needs a valid token, refuses another user id and a missing agreement', async () => {
    const input = { query: { user_account_id: idOf('newcomer') }, body };
    await expectAuthRequired(api.submitSignupDetails, input, 'newcomer');
    await expectStatus(
      'newcomer',
      api.submitSignupDetails,
      {
        query: { user_account_id: idOf('subscriber') },
        body,
      },
      403,
    );
    await expectStatus(
      'newcomer',
      api.submitSignupDetails,
      {
        query: { user_account_id: idOf('newcomer') },
        body: { ...body, agreed: false as unknown as true },
      },
      400,
    );
  });
});

describe('POST /user/logout', () => {
  it('revokes the token: the next call with it answers 401', async () => {
    const token = await signIn('subscriber');
    await call({ token }, api.logout, {});
    await expectStatus({ token }, api.logout, {}, 401);
  });

  it('needs a valid token', async () => {
    await expectAuthRequired(api.logout, {});
  });
});

describe('POST /interest', () => {
  it('records interest with a plan as JSON text (201), and refuses a bad plan with 400', async () => {
    const plan = JSON.stringify({
      basePlan: 'works',
      premiumFeatures: ['monitoring', 'intercept', 'practice', 'assistance'],
      timestamp: new Date().toISOString(),
    });
    expect(
      await call('anonymous', planBuilderEndpoints.submitInterest, {
        body: { email: 'interested@example.com', plan },
      }),
    ).toEqual({ success: true });
    await expectStatus(
      'anonymous',
      planBuilderEndpoints.submitInterest,
      {
        body: { email: 'interested@example.com', plan: '{"basePlan":"gold"}' },
      },
      400,
    );
  });
});
