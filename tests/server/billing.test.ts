/**
 * Billing against Stripe's official stripe-mock: the SDK calls the server makes are accepted by
 * Stripe's API schema, and the signed webhook keeps local subscription state current. The
 * request shapes are checked by stripe-mock itself (it refuses unknown parameters).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, PRICE_IDS } from '../../mocks/personas';
import { startTestServer, TEST_WEBHOOK_SECRET, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

let server: TestServer;
const stripe = new Stripe('sk_test_selfsettle');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const SUBSCRIPTION_ID = 'sub_5eed0000000000000001';

function subscriptionEvent(id: string, type: string, status: string, periodEnd: number) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: SUBSCRIPTION_ID,
        object: 'subscription',
        status,
        items: {
          object: 'list',
          data: [{ id: 'si_1', object: 'subscription_item', current_period_end: periodEnd }],
        },
      },
    },
  });
}

function webhook(payload: string, secret = TEST_WEBHOOK_SECRET) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return send(server, 'POST', '/stripe/webhook', {
    rawBody: payload,
    headers: { 'Stripe-Signature': signature },
  });
}

describe('the Stripe webhook', () => {
  it('applies a signed subscription update once', async () => {
    const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const payload = subscriptionEvent(
      'evt_past_due_1',
      'customer.subscription.updated',
      'past_due',
      end,
    );
    const answer = await webhook(payload);
    expect(answer.status).toBe(200);
    const stored = await server.deps.models.Subscription.findById(SUBSCRIPTION_ID).lean();
    expect(stored?.status).toBe('past_due');
    expect(stored?.current_period_end?.getTime()).toBe(end * 1000);
    const token = await signIn(server, 'subscriber');
    const status = await send(server, 'GET', '/stripe/status', { token });
    expect(status.body).toMatchObject({ subscription_active: false });

    // Stripe delivers at least once: the same event again changes nothing.
    await server.deps.models.Subscription.updateOne(
      { _id: SUBSCRIPTION_ID },
      { $set: { status: 'active' } },
    );
    expect((await webhook(payload)).status).toBe(200);
    expect((await server.deps.models.Subscription.findById(SUBSCRIPTION_ID).lean())?.status).toBe(
      'active',
    );
  });

  it('refuses an unsigned, wrongly signed or tampered event with 400 and changes nothing', async () => {
    const payload = subscriptionEvent(
      'evt_cancel_2',
      'customer.subscription.deleted',
      'canceled',
      1,
    );
    const unsigned = await send(server, 'POST', '/stripe/webhook', { rawBody: payload });
    expect(unsigned.status).toBe(400);
    expect(detailOf(unsigned)).toBe('Invalid Stripe signature');
    expect((await webhook(payload, 'whsec_someone_else')).status).toBe(400);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
    });
    const tampered = await send(server, 'POST', '/stripe/webhook', {
      rawBody: payload.replace('canceled', 'active'),
      headers: { 'Stripe-Signature': signature },
    });
    expect(tampered.status).toBe(400);
    expect((await server.deps.models.Subscription.findById(SUBSCRIPTION_ID).lean())?.status).toBe(
      'active',
    );
    expect(await server.deps.models.StripeEvent.exists({ _id: 'evt_cancel_2' })).toBeNull();
  });

  it('removes a bank account Stripe reports detached and passes the default on', async () => {
    const payload = JSON.stringify({
      id: 'evt_detached_3',
      object: 'event',
      type: 'payment_method.detached',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pm_5eed0000000000000001', object: 'payment_method' } },
    });
    expect((await webhook(payload)).status).toBe(200);
    const methods = await server.deps.models.PaymentMethod.find({
      user_id: PERSONAS.subscriber.user_id,
    }).lean();
    expect(methods.map((method) => [method._id, method.is_default])).toEqual([
      ['pm_5eed0000000000000002', true],
    ]);
  });
});

describe('subscriptions through Stripe', () => {
  it('bills the program as Stripe price items, each price once with its quantity', async () => {
    await server.reset();
    const token = await signIn(server, 'newcomer');
    const user_id = PERSONAS.newcomer.user_id;
    await send(server, 'PUT', `/programs/${user_id}`, {
      token,
      body: { savings_support: true, debt_negotiation: 1, email_opt_in: false },
    });
    const intent = await send(server, 'POST', '/stripe/create-setup-intent', { token });
    expect(intent.status).toBe(201);
    const { setup_intent_id } = intent.body as { setup_intent_id: string };
    expect(
      (
        await send(server, 'POST', '/stripe/attach-payment-method', {
          token,
          body: { setup_intent_id },
        })
      ).status,
    ).toBe(201);
    const created = await send(server, 'POST', '/stripe/subscriptions', {
      token,
      body: { price_id: PRICE_IDS.base },
    });
    expect(created.status).toBe(201);
    const stored = await server.deps.models.Subscription.findOne({ user_id }).lean();
    // Savings support and negotiation level 1 both bill the savings price (spec section 7).
    expect(stored?.price_ids).toEqual([PRICE_IDS.base, PRICE_IDS.savings, PRICE_IDS.savings]);
    expect(stored?.monthly_amount).toBe(10);
    const user = await server.deps.models.User.findById(user_id).lean();
    expect(user?.stripe_customer_id).toMatch(/^cus_/);
  });

  it('answers 503 with a detail when Stripe is not configured', async () => {
    const { unavailableBilling } = await import('../../server/adapters/billing');
    const off = await startTestServer({ overrides: { billing: unavailableBilling() } });
    try {
      const token = await signIn(off, 'newcomer');
      const answer = await send(off, 'POST', '/stripe/create-setup-intent', { token });
      expect(answer.status).toBe(503);
      expect(detailOf(answer)).toBe(
        'Payments are temporarily unavailable. Please try again shortly.',
      );
    } finally {
      await off.stop();
    }
  });
});
