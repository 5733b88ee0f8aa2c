import { describe, expect, it } from 'vitest';
import { enrollmentEndpoints as api } from '../../src/features/enrollment/contract';
import { emailEndpoints } from '../../src/features/email/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';

const backend = setupBackend();

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
    expect(program).toEqual({ savings_support: true, debt_negotiation: 1, email_opt_in: true });
  });

  it('answers 404 when there is no program, and PUT creates it', async () => {
    const params = { user_id: idOf('newcomer') };
    await expectStatus('newcomer', api.getProgram, { params }, 404);
    const body = { savings_support: false, debt_negotiation: 2 as const, email_opt_in: false };
    expect(await call('newcomer', api.updateProgram, { params, body })).toEqual(body);
    expect(await call('newcomer', api.getProgram, { params })).toEqual(body);
  });

  it('creates an active inbox when email deflection is turned on, and pauses it when off', async () => {
    const params = { user_id: idOf('newcomer') };
    expect(await call('newcomer', emailEndpoints.listEmailAccounts, { params })).toEqual([]);
    const on = { savings_support: false, debt_negotiation: 0 as const, email_opt_in: true };
    await call('newcomer', api.updateProgram, { params, body: on });
    const [inbox] = await call('newcomer', emailEndpoints.listEmailAccounts, { params });
    expect(inbox).toMatchObject({
      active: true,
      username: expect.stringMatching(/^new\.[0-9a-f]{4}$/),
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
  it('lists the active subscription', async () => {
    const subscriptions = await call('subscriber', api.listSubscriptions, {});
    expect(subscriptions.length).toBeGreaterThan(0);
    expectExactAnswer(subscriptions);
    expect(subscriptions[0]!.status).toBe('active');
  });

  it('cancels the active subscription, then answers 404 for a second cancel', async () => {
    const [active] = await call('subscriber', api.listSubscriptions, {});
    const canceled = await call('subscriber', api.cancelSubscription, {
      body: { subscription_id: active!.id },
    });
    expect(canceled).toMatchObject({ id: active!.id, status: 'canceled' });
    expect((await call('subscriber', api.billingStatus, {})).subscription_active).toBe(false);
    await expectStatus(
      'subscriber',
      api.cancelSubscription,
      { body: { subscription_id: active!.id } },
      404,
    );
  });

  it('starts a subscription once a bank account exists (201), and answers 409 for a second', async () => {
    const price_id = backend().basePriceId;
    await expectStatus('newcomer', api.createSubscription, { body: { price_id } }, 400);
    await addBankAccount('newcomer');
    const created = await call('newcomer', api.createSubscription, { body: { price_id } });
    expectExactAnswer(created);
    expect(created.status).toBe('active');
    const status = await call('newcomer', api.billingStatus, {});
    expect(status.subscription_active).toBe(true);
    await expectStatus('newcomer', api.createSubscription, { body: { price_id } }, 409);
  });

  it('answers 404 for an unknown price', async () => {
    await addBankAccount('newcomer');
    await expectStatus(
      'newcomer',
      api.createSubscription,
      { body: { price_id: 'price_missing' } },
      404,
    );
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
