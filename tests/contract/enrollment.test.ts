import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/features/auth/contract';
import { enrollmentEndpoints as api } from '../../src/features/enrollment/contract';
import { emailEndpoints } from '../../src/features/email/contract';
import { debitAuthorizationText } from '../../src/features/enrollment/model/authorization';
import { programFromPlan } from '../../src/features/enrollment/model/plan-program';
import { DEFAULT_PROGRAM } from '../../src/features/enrollment/model/program';
import { DETAILS } from '../../src/shared/api/details';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';

const backend = setupBackend();

/** The authorization text the screen shows for this program and bank account. */
function authorizationFor(
  program: { savings_support: boolean; debt_negotiation: 0 | 1 | 2 },
  bank: { bank_name: string; last_four: string },
) {
  return debitAuthorizationText({ program, bank });
}

/** Adds a bank account for the persona through a setup intent, as the enrollment screen does. */
async function addBankAccount(persona: 'subscriber' | 'newcomer') {
  const intent = await call(persona, api.createSetupIntent, {});
  expectExactAnswer(intent);
  return call(persona, api.attachPaymentMethod, {
    body: { setup_intent_id: intent.setup_intent_id },
  });
}

describe('/programs/{user_id}', () => {
  it("returns the subscriber's program", async () => {
    const program = await call('subscriber', api.getProgram, {
      params: { user_id: idOf('subscriber') },
    });
    expectExactAnswer(program);
    expect(program).toEqual({
      savings_support: true,
      debt_negotiation: 1,
      email_opt_in: true,
      chosen_plan: { base_plan: 'upgrade', premium_features: ['monitoring', 'intercept'] },
    });
  });

  it('answers 404 when there is no program, and PUT creates it', async () => {
    const params = { user_id: idOf('newcomer') };
    await expectStatus('newcomer', api.getProgram, { params }, 404);
    const body = { savings_support: false, debt_negotiation: 2 as const, email_opt_in: false };
    const answer = { ...body, chosen_plan: { base_plan: 'basic', premium_features: [] } };
    expect(await call('newcomer', api.updateProgram, { params, body })).toEqual(answer);
    expect(await call('newcomer', api.getProgram, { params })).toEqual(answer);
  });

  it('starts the program from the plan chosen in the builder at sign-up (issue 33 point 2)', async () => {
    const password = 'Contract-pass1!';
    const plan = {
      selected_plan: 'works' as const,
      premium_features: ['monitoring', 'intercept', 'practice', 'assistance'] as const,
    };
    const { user_id } = await call('anonymous', authEndpoints.register, {
      body: {
        email: 'works.plan@example.com',
        password,
        ...plan,
        premium_features: [...plan.premium_features],
      },
    });
    const { token } = await call('anonymous', authEndpoints.login, {
      body: { username: 'works.plan@example.com', password },
    });
    const program = await call({ token }, api.getProgram, { params: { user_id } });
    expectExactAnswer(program);
    expect(program).toEqual({
      ...programFromPlan({ base_plan: 'works', premium_features: plan.premium_features }),
      chosen_plan: { base_plan: 'works', premium_features: [...plan.premium_features] },
    });
    expect(program).toMatchObject({
      savings_support: false,
      debt_negotiation: 1,
      email_opt_in: true,
    });
    // Intercept became email deflection: the inbox exists, as a save with the opt-in makes it.
    const [inbox] = await call({ token }, emailEndpoints.listEmailAccounts, {
      params: { user_id },
    });
    expect(inbox).toMatchObject({ active: true });
  });

  it('starts no program for a sign-up without a plan', async () => {
    const password = 'Contract-pass1!';
    const { user_id } = await call('anonymous', authEndpoints.register, {
      body: { email: 'no.plan@example.com', password },
    });
    const { token } = await call('anonymous', authEndpoints.login, {
      body: { username: 'no.plan@example.com', password },
    });
    await expectStatus({ token }, api.getProgram, { params: { user_id } }, 404);
  });

  it('creates an active inbox when email deflection is turned on, and pauses it when off', async () => {
    const params = { user_id: idOf('newcomer') };
    expect(await call('newcomer', emailEndpoints.listEmailAccounts, { params })).toEqual([]);
    const on = { savings_support: false, debt_negotiation: 0 as const, email_opt_in: true };
    await call('newcomer', api.updateProgram, { params, body: on });
    const [inbox] = await call('newcomer', emailEndpoints.listEmailAccounts, { params });
    expect(inbox).toMatchObject({
      active: true,
      username: expect.stringMatching(/^new\.[0-9a-f]{16}$/),
    });
    expect(inbox!.email_address).toBe(`${inbox!.username}@inbox.selfsettle.example`);
    await call('newcomer', api.updateProgram, { params, body: { ...on, email_opt_in: false } });
    expect(await call('newcomer', emailEndpoints.listEmailAccounts, { params })).toEqual([
      { ...inbox, active: false },
    ]);
    await call('newcomer', api.updateProgram, { params, body: on });
    expect(await call('newcomer', emailEndpoints.listEmailAccounts, { params })).toEqual([inbox]);
  });

  it('answers 400 for a negotiation level outside 0 to 2', async () => {
    await expectStatus(
      'subscriber',
      api.updateProgram,
      {
        params: { user_id: idOf('subscriber') },
        body: { savings_support: true, debt_negotiation: 3 as never, email_opt_in: true },
      },
      400,
    );
  });
});

describe('GET /stripe/status', () => {
  it('reports the active subscription and the payment method of the subscriber', async () => {
    const status = await call('subscriber', api.billingStatus, {});
    expectExactAnswer(status);
    expect(status).toMatchObject({ has_payment_method: true, subscription_active: true });
    expect(Date.parse(status.current_period_end!)).toBeGreaterThan(Date.now());
  });

  it('reports nothing for the newcomer', async () => {
    expect(await call('newcomer', api.billingStatus, {})).toEqual({
      has_payment_method: false,
      subscription_active: false,
      current_period_end: null,
      cancel_at_period_end: false,
    });
  });
});

describe('payment methods', () => {
  it('lists the bank accounts with exactly one default, first', async () => {
    const methods = await call('subscriber', api.listPaymentMethods, {});
    expectExactAnswer(methods);
    expect(methods.filter((method) => method.is_default)).toHaveLength(1);
    expect(methods[0]!.is_default).toBe(true);
  });

  it('saves the bank account of a setup intent once (201, then 409); the first is the default', async () => {
    const intent = await call('newcomer', api.createSetupIntent, {});
    const method = await call('newcomer', api.attachPaymentMethod, {
      body: { setup_intent_id: intent.setup_intent_id },
    });
    expectExactAnswer(method);
    expect(method.is_default).toBe(true);
    await expectStatus(
      'newcomer',
      api.attachPaymentMethod,
      {
        body: { setup_intent_id: intent.setup_intent_id },
      },
      409,
    );
    await expectStatus(
      'newcomer',
      api.attachPaymentMethod,
      {
        body: { setup_intent_id: 'seti_unknown' },
      },
      404,
    );
    expect((await call('newcomer', api.billingStatus, {})).has_payment_method).toBe(true);
  });

  it("switches the default, and answers 404 for another user's bank account", async () => {
    const [current, other] = await call('subscriber', api.listPaymentMethods, {});
    const changed = await call('subscriber', api.setDefaultPaymentMethod, {
      body: { payment_method_id: other!.id },
    });
    expect(changed).toMatchObject({ id: other!.id, is_default: true });
    const after = await call('subscriber', api.listPaymentMethods, {});
    expect(after.find((method) => method.id === current!.id)!.is_default).toBe(false);
    await expectStatus(
      'newcomer',
      api.setDefaultPaymentMethod,
      { body: { payment_method_id: other!.id } },
      404,
    );
    await expectStatus('newcomer', api.deletePaymentMethod, { params: { id: other!.id } }, 404);
  });

  it('deletes a bank account (204); deleting the default passes it on', async () => {
    const [defaultMethod, other] = await call('subscriber', api.listPaymentMethods, {});
    await call('subscriber', api.deletePaymentMethod, { params: { id: defaultMethod!.id } });
    const after = await call('subscriber', api.listPaymentMethods, {});
    expect(after).toEqual([{ ...other!, is_default: true }]);
    await expectStatus(
      'subscriber',
      api.deletePaymentMethod,
      { params: { id: defaultMethod!.id } },
      404,
    );
  });
});

describe('subscriptions', () => {
  it('lists the active subscription with its amount and the authorization agreed to', async () => {
    const subscriptions = await call('subscriber', api.listSubscriptions, {});
    expect(subscriptions.length).toBeGreaterThan(0);
    expectExactAnswer(subscriptions);
    expect(subscriptions[0]).toMatchObject({ status: 'active', monthly_amount: 10 });
    expect(subscriptions[0]!.authorization?.text).toContain(
      'debit $10 each month from my Chase Bank account ending in 6789',
    );
  });

  it('cancels at the period end: active until then, no further debit, a second cancel changes nothing', async () => {
    const [active] = await call('subscriber', api.listSubscriptions, {});
    expect(active!.cancel_at_period_end).toBe(false);
    const canceled = await call('subscriber', api.cancelSubscription, {
      body: { subscription_id: active!.id },
    });
    expectExactAnswer(canceled);
    expect(canceled).toMatchObject({
      id: active!.id,
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: active!.current_period_end,
    });
    expect(await call('subscriber', api.billingStatus, {})).toEqual({
      has_payment_method: true,
      subscription_active: true,
      current_period_end: active!.current_period_end,
      cancel_at_period_end: true,
    });
    // It cannot be undone, nor done twice: the same answer again.
    expect(
      await call('subscriber', api.cancelSubscription, { body: { subscription_id: active!.id } }),
    ).toEqual(canceled);
    // A new subscription cannot start while this one runs.
    expect((await call('subscriber', api.listSubscriptions, {}))[0]).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
  });

  it('starts a subscription once a bank account exists (201), and answers 409 for a second', async () => {
    const price_id = backend().basePriceId;
    const authorization_text = 'I authorize the debit.';
    await expectStatus(
      'newcomer',
      api.createSubscription,
      { body: { price_id, authorization_text } },
      400,
    );
    const bank = await addBankAccount('newcomer');
    const body = { price_id, authorization_text: authorizationFor(DEFAULT_PROGRAM, bank) };
    const before = Date.now();
    const created = await call('newcomer', api.createSubscription, { body });
    expectExactAnswer(created);
    expect(created).toMatchObject({ status: 'active', monthly_amount: 5 });
    expect(created.authorization?.text).toBe(body.authorization_text);
    expect(Date.parse(created.authorization!.agreed_at)).toBeGreaterThanOrEqual(before - 5_000);
    const status = await call('newcomer', api.billingStatus, {});
    expect(status.subscription_active).toBe(true);
    // The copy the portal shows afterwards.
    const [listed] = await call('newcomer', api.listSubscriptions, {});
    expect(listed).toEqual(created);
    await expectStatus('newcomer', api.createSubscription, { body }, 409);
  });

  it('answers 409 when the agreed authorization no longer matches the program or bank account', async () => {
    const bank = await addBankAccount('newcomer');
    const params = { user_id: idOf('newcomer') };
    const stale = authorizationFor(DEFAULT_PROGRAM, bank);
    const program = { savings_support: true, debt_negotiation: 1 as const, email_opt_in: false };
    await call('newcomer', api.updateProgram, { params, body: program });
    const refused = await expectStatus(
      'newcomer',
      api.createSubscription,
      { body: { price_id: backend().basePriceId, authorization_text: stale } },
      409,
    );
    expect(refused.detail).toBe(DETAILS.authorizationOutdated);
    expect((await call('newcomer', api.billingStatus, {})).subscription_active).toBe(false);
    const created = await call('newcomer', api.createSubscription, {
      body: {
        price_id: backend().basePriceId,
        authorization_text: authorizationFor(program, bank),
      },
    });
    expect(created.monthly_amount).toBe(10);
  });

  it('answers 404 for an unknown price', async () => {
    await addBankAccount('newcomer');
    await expectStatus(
      'newcomer',
      api.createSubscription,
      { body: { price_id: 'price_missing', authorization_text: 'I authorize the debit.' } },
      404,
    );
  });

  it('bills a raise at once and a lowering from the next billing date, keeping the higher level until then', async () => {
    const [before] = await call('subscriber', api.listSubscriptions, {});
    expect(before).toMatchObject({
      monthly_amount: 10,
      items: ['base', 'savings', 'negotiation1'],
      scheduled_change: null,
    });
    const params = { user_id: idOf('subscriber') };
    const save = (debt_negotiation: 0 | 1 | 2, savings_support: boolean) =>
      call('subscriber', api.updateProgram, {
        params,
        body: { savings_support, debt_negotiation, email_opt_in: true },
      });

    await save(2, true);
    const [raised] = await call('subscriber', api.listSubscriptions, {});
    expectExactAnswer([raised]);
    expect(raised).toMatchObject({
      id: before!.id,
      status: 'active',
      monthly_amount: 12,
      items: ['base', 'savings', 'negotiation2'],
      scheduled_change: null,
    });
    expect(raised!.authorization).toEqual(before!.authorization);

    await save(0, false);
    const [lowered] = await call('subscriber', api.listSubscriptions, {});
    expect(lowered).toMatchObject({
      monthly_amount: 12,
      items: ['base', 'savings', 'negotiation2'],
      scheduled_change: {
        items: ['base'],
        monthly_amount: 5,
        effective_at: before!.current_period_end,
      },
    });

    // Back up to level 1 while level 2 is paid for: nothing more to bill this period.
    await save(1, false);
    const [partly] = await call('subscriber', api.listSubscriptions, {});
    expect(partly).toMatchObject({
      monthly_amount: 12,
      items: ['base', 'savings', 'negotiation2'],
      scheduled_change: { items: ['base', 'negotiation1'], monthly_amount: 8 },
    });

    // And back to what is billed: the scheduled lowering is dropped.
    await save(2, true);
    const [again] = await call('subscriber', api.listSubscriptions, {});
    expect(again).toMatchObject({ monthly_amount: 12, scheduled_change: null });
  });

  it("cannot cancel another user's subscription (404)", async () => {
    const [active] = await call('subscriber', api.listSubscriptions, {});
    await expectStatus(
      'newcomer',
      api.cancelSubscription,
      { body: { subscription_id: active!.id } },
      404,
    );
  });
});

describe('bank connection (/plaid/*)', () => {
  it('answers 503 Bank account connection is currently disabled', async () => {
    const accounts = await expectStatus('subscriber', api.listConnectedAccounts, {}, 503);
    expect(accounts.detail).toBe('Bank account connection is currently disabled');
    const exchange = await expectStatus(
      'subscriber',
      api.exchangePublicToken,
      {
        body: { public_token: 'public-sandbox-1' },
      },
      503,
    );
    expect(exchange.detail).toBe('Bank account connection is currently disabled');
  });
});
