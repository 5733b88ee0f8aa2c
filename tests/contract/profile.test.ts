import { describe, expect, it } from 'vitest';
import { profileEndpoints as api } from '../../src/features/profile/contract';
import { authEndpoints } from '../../src/features/auth/contract';
import { DETAILS } from '../../src/shared/api/details';
import { expectExactAnswer, expectStatus, call, idOf, setupBackend } from './harness';

setupBackend();

describe('GET /financial-profile/{user_id}', () => {
  it("returns the subscriber's profile with consistent totals", async () => {
    const profile = await call('subscriber', api.getFinancialProfile, {
      params: { user_id: idOf('subscriber') },
    });
    expectExactAnswer(profile);
    expect(profile.income).toBeGreaterThan(0);
    const categories =
      profile.home +
      profile.auto +
      profile.food +
      profile.school +
      profile.personal +
      profile.medical +
      profile.utilities +
      profile.other;
    expect(profile.expenses_calculated).toBe(categories);
    expect(profile.net_income).toBe(profile.income - profile.expenses);
  });

  it('answers 404 when the user has no profile yet', async () => {
    await expectStatus(
      'newcomer',
      api.getFinancialProfile,
      { params: { user_id: idOf('newcomer') } },
      404,
    );
  });

  it("lets an admin read another user's profile", async () => {
    const profile = await call('admin', api.getFinancialProfile, {
      params: { user_id: idOf('subscriber') },
    });
    expect(profile.user_id).toBe(idOf('subscriber'));
  });
});

describe('POST /financial-profile', () => {
  const body = (userId: string) => ({
    user_id: userId,
    income: 3000,
    home: 1000,
    auto: 200,
    food: 300,
    school: 0,
    personal: 100,
    medical: 0,
    utilities: 150,
    other: 50,
    expenses: 1,
    expenses_calculated: 1,
    net_income: 2999,
    credit_score: null,
  });

  it('creates the profile (201) with totals recomputed from the categories', async () => {
    const created = await call('newcomer', api.createFinancialProfile, {
      body: body(idOf('newcomer')),
    });
    expectExactAnswer(created);
    expect(created).toMatchObject({ expenses: 1800, expenses_calculated: 1800, net_income: 1200 });
    const read = await call('newcomer', api.getFinancialProfile, {
      params: { user_id: idOf('newcomer') },
    });
    expect(read).toEqual(created);
  });

  it('answers 409 when a profile exists and 400 for a negative amount', async () => {
    await expectStatus(
      'subscriber',
      api.createFinancialProfile,
      { body: body(idOf('subscriber')) },
      409,
    );
    await expectStatus(
      'newcomer',
      api.createFinancialProfile,
      {
        body: { ...body(idOf('newcomer')), income: -5 },
      },
      400,
    );
  });
});

describe('expense totals past the largest amount (found by fuzzing)', () => {
  const large = { home: 60_000_000, auto: 60_000_000 };

  it('refuses a new profile whose expenses add up past $100,000,000 (400), storing nothing', async () => {
    const error = await expectStatus(
      'newcomer',
      api.createFinancialProfile,
      {
        body: {
          user_id: idOf('newcomer'),
          income: 1000,
          ...large,
          food: 0,
          school: 0,
          personal: 0,
          medical: 0,
          utilities: 0,
          other: 0,
          expenses: 0,
          expenses_calculated: 0,
          net_income: 0,
          credit_score: null,
        },
      },
      400,
    );
    expect(error.detail).toBe(DETAILS.expensesTooLarge);
    await expectStatus(
      'newcomer',
      api.getFinancialProfile,
      { params: { user_id: idOf('newcomer') } },
      404,
    );
  });

  it('refuses an update that makes them so (400) and keeps the profile as it was', async () => {
    const user_id = idOf('subscriber');
    const before = await call('subscriber', api.getFinancialProfile, { params: { user_id } });
    const error = await expectStatus(
      'subscriber',
      api.updateFinancialProfile,
      { params: { user_id }, body: large },
      400,
    );
    expect(error.detail).toBe(DETAILS.expensesTooLarge);
    expect(await call('subscriber', api.getFinancialProfile, { params: { user_id } })).toEqual(
      before,
    );
  });
});

describe('PUT /financial-profile/{user_id}', () => {
  it('updates the income and recomputes the net', async () => {
    const user_id = idOf('subscriber');
    const before = await call('subscriber', api.getFinancialProfile, { params: { user_id } });
    const after = await call('subscriber', api.updateFinancialProfile, {
      params: { user_id },
      body: { income: before.income + 500 },
    });
    expectExactAnswer(after);
    expect(after.net_income).toBe(before.net_income + 500);
  });

  it('makes the expense total follow changed categories', async () => {
    const user_id = idOf('subscriber');
    const before = await call('subscriber', api.getFinancialProfile, { params: { user_id } });
    const after = await call('subscriber', api.updateFinancialProfile, {
      params: { user_id },
      body: { food: before.food + 100 },
    });
    expect(after.expenses_calculated).toBe(before.expenses_calculated + 100);
    expect(after.expenses).toBe(after.expenses_calculated);
    expect(after.net_income).toBe(after.income - after.expenses);
  });

  it('answers 404 without a profile and 400 for an empty update', async () => {
    await expectStatus(
      'newcomer',
      api.updateFinancialProfile,
      {
        params: { user_id: idOf('newcomer') },
        body: { income: 100 },
      },
      404,
    );
    await expectStatus(
      'subscriber',
      api.updateFinancialProfile,
      {
        params: { user_id: idOf('subscriber') },
        body: {},
      },
      400,
    );
  });
});

describe('/user/account/{user_id}', () => {
  it('returns the email and phone number', async () => {
    const account = await call('subscriber', api.getAccount, {
      params: { user_id: idOf('subscriber') },
    });
    expectExactAnswer(account);
    expect(account.email).toBe('demo@example.com');
    const newcomer = await call('newcomer', api.getAccount, {
      params: { user_id: idOf('newcomer') },
    });
    expect(newcomer.phone_number).toBeNull();
  });

  it('changes the phone number or the email, one at a time', async () => {
    const params = { user_id: idOf('newcomer') };
    const phone = await call('newcomer', api.updateAccount, {
      params,
      body: { phone_number: '+1 555-555-0100' },
    });
    expect(phone).toEqual({
      email: 'new@example.com',
      phone_number: '+1 555-555-0100',
      email_verified: true,
      pending_email: null,
      // The sign-up's first name; no state saved, so Eastern time (docs/decisions.md AC-17).
      first_name: 'Noah',
      time_zone: 'America/New_York',
    });
    // A new email waits for the link sent to it (issue 29; tests/contract/account.test.ts).
    const email = await call('newcomer', api.updateAccount, {
      params,
      body: { email: 'renamed@example.com', current_password: 'Demo-pass1!' },
    });
    expect(email).toMatchObject({ email: 'new@example.com', pending_email: 'renamed@example.com' });
  });

  it('answers 409 for an email in use and 400 for both fields or a bad phone', async () => {
    const params = { user_id: idOf('newcomer') };
    await expectStatus(
      'newcomer',
      api.updateAccount,
      { params, body: { email: 'demo@example.com', current_password: 'Demo-pass1!' } },
      409,
    );
    await expectStatus(
      'newcomer',
      api.updateAccount,
      {
        params,
        body: { email: 'a@example.com', phone_number: '+1 555-555-0100' } as never,
      },
      400,
    );
    await expectStatus(
      'newcomer',
      api.updateAccount,
      { params, body: { phone_number: 'call me' } },
      400,
    );
  });

  it("refuses an email equal to another account's username (one namespace for sign-in names)", async () => {
    await call('anonymous', authEndpoints.register, {
      body: {
        email: 'name.owner@example.com',
        username: 'chosen.name@example.com',
        password: 'Namespace-pass1!',
      },
    });
    const error = await expectStatus(
      'newcomer',
      api.updateAccount,
      {
        params: { user_id: idOf('newcomer') },
        body: { email: ' Chosen.Name@Example.com', current_password: 'Demo-pass1!' },
      },
      409,
    );
    expect(error.detail).toBe('This email is already the username of another account');
  });
});
