/**
 * Billing against Stripe's official stripe-mock: the SDK calls the server makes are accepted by
 * Stripe's API schema, and the signed webhook keeps local subscription state current. The
 * request shapes are checked by stripe-mock itself (it refuses unknown parameters).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, PRICE_IDS } from '../../mocks/personas';
import { debitAuthorizationText } from '../../src/features/enrollment/model/authorization';
import { HttpError } from '../../src/shared/api/details';
import { subscriptionItemChanges } from '../../server/adapters/billing';
import type { AppDeps } from '../../server/platform/deps';
import { startTestServer, TEST_WEBHOOK_SECRET, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

let server: TestServer;
const stripe = new Stripe('sk_test_selfsettle');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const SUBSCRIPTION_ID = 'sub_5eed0000000000000001';

type Billing = AppDeps['billing'];

/** The subscriber's stored subscription. */
const storedSubscription = (app: TestServer) =>
  app.deps.models.Subscription.findById(SUBSCRIPTION_ID).lean();

/** The Stripe adapter the server builds, talking to `apiUrl` (stripe-mock). */
async function stripeBilling(apiUrl: string | undefined): Promise<Billing> {
  const { createStripeBilling } = await import('../../server/adapters/billing');
  return createStripeBilling({ secretKey: 'sk_test_selfsettle', prices: PRICE_IDS, apiUrl });
}

/** A server of its own on `billing` for `run`, stopped after it. */
async function withBilling(billing: Billing, run: (app: TestServer) => Promise<void>) {
  const app = await startTestServer({ overrides: { billing } });
  try {
    await run(app);
  } finally {
    await app.stop();
  }
}

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
    const stored = await storedSubscription(server);
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
    const attached = await send(server, 'POST', '/stripe/attach-payment-method', {
      token,
      body: { setup_intent_id },
    });
    expect(attached.status).toBe(201);
    const bank = attached.body as { bank_name: string; last_four: string };
    const program = { savings_support: true, debt_negotiation: 1 as const };
    const authorization_text = debitAuthorizationText({ program, bank });
    const created = await send(server, 'POST', '/stripe/subscriptions', {
      token,
      body: { price_id: PRICE_IDS.base, authorization_text },
    });
    expect(created.status).toBe(201);
    const stored = await server.deps.models.Subscription.findOne({ user_id }).lean();
    // Negotiation level 1 has a price of its own, so the items add up to the $10 shown.
    expect(stored?.price_ids).toEqual([PRICE_IDS.base, PRICE_IDS.savings, PRICE_IDS.negotiation1]);
    expect(stored?.monthly_amount).toBe(10);
    expect(stored?.authorization?.text).toBe(authorization_text);
    expect(stored?.authorization?.agreed_at).toBeInstanceOf(Date);
    const user = await server.deps.models.User.findById(user_id).lean();
    expect(user?.stripe_customer_id).toMatch(/^cus_/);
  });

  it('answers 503 with a detail when Stripe is not configured', async () => {
    const { unavailableBilling } = await import('../../server/adapters/billing');
    await withBilling(unavailableBilling(), async (off) => {
      const token = await signIn(off, 'newcomer');
      const answer = await send(off, 'POST', '/stripe/create-setup-intent', { token });
      expect(answer.status).toBe(503);
      expect(detailOf(answer)).toBe(
        'Payments are temporarily unavailable. Please try again shortly.',
      );
    });
  });
});

describe('program changes with an active subscription', () => {
  it('turns the subscription items into the new program, keeping the ids of prices that stay', () => {
    const current = [
      { id: 'si_base', price: 'price_base', quantity: 1 },
      { id: 'si_savings', price: 'price_savings', quantity: 1 },
      { id: 'si_n1', price: 'price_n1', quantity: 1 },
    ];
    expect(
      subscriptionItemChanges(current, [
        { price: 'price_base', quantity: 1 },
        { price: 'price_n2', quantity: 1 },
      ]),
    ).toEqual([
      { id: 'si_base', quantity: 1 },
      { id: 'si_savings', deleted: true },
      { id: 'si_n1', deleted: true },
      { price: 'price_n2', quantity: 1 },
    ]);
  });

  it('updates the Stripe subscription items (stripe-mock accepts the call) and the local amount', async () => {
    await server.reset();
    const token = await signIn(server, 'subscriber');
    const user_id = PERSONAS.subscriber.user_id;
    const saved = await send(server, 'PUT', `/programs/${user_id}`, {
      token,
      body: { savings_support: true, debt_negotiation: 2, email_opt_in: true },
    });
    expect(saved.status).toBe(200);
    const stored = await storedSubscription(server);
    expect(stored?.price_ids).toEqual([PRICE_IDS.base, PRICE_IDS.savings, PRICE_IDS.negotiation2]);
    expect(stored?.monthly_amount).toBe(12);
    const listed = await send(server, 'GET', '/stripe/subscriptions', { token });
    expect((listed.body as { monthly_amount: number }[])[0]?.monthly_amount).toBe(12);
  });

  it('keeps the program when Stripe refuses the change (502), so the bill and the screen agree', async () => {
    const real = await stripeBilling(server.deps.config.STRIPE_API_URL);
    const refusing = {
      ...real,
      updateSubscriptionItems: () =>
        Promise.reject(new HttpError(502, 'The payment provider did not answer')),
    };
    await withBilling(refusing, async (off) => {
      const token = await signIn(off, 'subscriber');
      const user_id = PERSONAS.subscriber.user_id;
      const answer = await send(off, 'PUT', `/programs/${user_id}`, {
        token,
        body: { savings_support: false, debt_negotiation: 0, email_opt_in: true },
      });
      expect(answer.status).toBe(502);
      expect(detailOf(answer)).toBe('The payment provider did not answer');
      const program = await send(off, 'GET', `/programs/${user_id}`, { token });
      expect(program.body).toMatchObject({ savings_support: true, debt_negotiation: 1 });
      expect((await storedSubscription(off))?.monthly_amount).toBe(10);
    });
  });
});

/** stripe-mock behind a recording proxy: what the SDK sent, form-decoded, in order. */
async function recordingStripe(target: string) {
  const sent: { method: string; path: string; form: URLSearchParams }[] = [];
  const proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      sent.push({
        method: request.method ?? 'GET',
        path: request.url ?? '',
        form: new URLSearchParams(body.toString()),
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => entry[0] !== 'host' && typeof entry[1] === 'string',
        ),
      );
      void fetch(`${target}${request.url ?? ''}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
      }).then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The subscription updates sent, in order. */
    updates: () =>
      sent.filter(
        (entry) => entry.method === 'POST' && /^\/v1\/subscriptions\/sub_[^/]+$/.test(entry.path),
      ),
    close: () => new Promise<void>((done) => proxy.close(() => done())),
  };
}

/**
 * stripe-mock behind `recordingStripe`, a server of its own billing through it and the
 * subscriber signed in there, with their subscription as stored before `run`.
 */
async function withRecordedStripe(
  run: (setup: {
    recorded: TestServer;
    stripeMock: Awaited<ReturnType<typeof recordingStripe>>;
    token: string;
    before: NonNullable<Awaited<ReturnType<typeof storedSubscription>>>;
  }) => Promise<void>,
) {
  const stripeMock = await recordingStripe(server.deps.config.STRIPE_API_URL!);
  try {
    await withBilling(await stripeBilling(stripeMock.url), async (recorded) => {
      const token = await signIn(recorded, 'subscriber');
      const before = await storedSubscription(recorded);
      expect(before, 'the seeded subscription').not.toBeNull();
      await run({ recorded, stripeMock, token, before: before! });
    });
  } finally {
    await stripeMock.close();
  }
}

/** The prices a subscription update adds (`items[n][price]`). */
const pricesOf = (form: URLSearchParams) =>
  [...form.entries()]
    .filter(([key]) => /^items\[\d+\]\[price\]$/.test(key))
    .map(([, value]) => value);

describe('billed at the highest level used (issue 22), against stripe-mock', () => {
  it('invoices a raise at once, prorated, and schedules a lowering for the billing date', async () => {
    await withRecordedStripe(async ({ recorded, stripeMock, token, before }) => {
      const user_id = PERSONAS.subscriber.user_id;

      // Level 1 to level 2 in the middle of the period.
      const raised = await send(recorded, 'PUT', `/programs/${user_id}`, {
        token,
        body: { savings_support: true, debt_negotiation: 2, email_opt_in: true },
      });
      expect(raised.status).toBe(200);
      const [raise] = stripeMock.updates();
      expect(raise?.path).toBe(`/v1/subscriptions/${SUBSCRIPTION_ID}`);
      expect(raise?.form.get('proration_behavior')).toBe('always_invoice');
      expect(pricesOf(raise!.form)).toContain(PRICE_IDS.negotiation2);
      let stored = await storedSubscription(recorded);
      expect(stored).toMatchObject({
        items: ['base', 'savings', 'negotiation2'],
        monthly_amount: 12,
        scheduled_change: null,
      });

      // Back down to level 0: billed from the next billing date, level 2 kept until then.
      const lowered = await send(recorded, 'PUT', `/programs/${user_id}`, {
        token,
        body: { savings_support: false, debt_negotiation: 0, email_opt_in: true },
      });
      expect(lowered.status).toBe(200);
      const lowering = stripeMock.updates()[1];
      expect(lowering?.form.get('proration_behavior')).toBe('none');
      stored = await storedSubscription(recorded);
      expect(stored?.items).toEqual(['base', 'savings', 'negotiation2']);
      expect(stored?.monthly_amount).toBe(12);
      expect(stored?.price_ids).toEqual([PRICE_IDS.base]);
      expect(stored?.scheduled_change).toMatchObject({ items: ['base'], monthly_amount: 5 });
      expect(stored?.scheduled_change?.effective_at?.getTime()).toBe(
        before.current_period_end?.getTime(),
      );
      // Calls go on until then.
      const call = await send(recorded, 'POST', '/start-call', {
        token,
        body: { user_id, tradeline_name: 'Chase' },
      });
      expect(call.status).toBe(201);

      // From the billing date on, the lowering is what is billed and used.
      recorded.setNow(new Date(before.current_period_end!.getTime() + 60_000));
      const later = await signIn(recorded, 'subscriber');
      const after = await send(recorded, 'POST', '/start-call', {
        token: later,
        body: { user_id, tradeline_name: 'Chase' },
      });
      expect(after.status).toBe(402);
      expect(detailOf(after)).toBe(
        'Creditor calls are not part of your subscription. Add debt negotiation in Manage my enrollment to request calls.',
      );
      const listed = await send(recorded, 'GET', '/stripe/subscriptions', { token: later });
      expect((listed.body as { items: string[]; scheduled_change: unknown }[])[0]).toMatchObject({
        items: ['base'],
        monthly_amount: 5,
        scheduled_change: null,
      });
    });
  });
});

describe('cancellation at the period end (issue 33), against stripe-mock', () => {
  it('asks Stripe for cancel_at_period_end, keeps the service until the end, then ends it', async () => {
    await withRecordedStripe(async ({ recorded, stripeMock, token, before }) => {
      const user_id = PERSONAS.subscriber.user_id;
      const end = before.current_period_end!;

      const cancelled = await send(recorded, 'POST', '/stripe/cancel-subscription', {
        token,
        body: { subscription_id: SUBSCRIPTION_ID },
      });
      expect(cancelled.status).toBe(200);
      // An update, not a DELETE: the subscription stays active, and no debit follows.
      const [update] = stripeMock.updates();
      expect(update?.path).toBe(`/v1/subscriptions/${SUBSCRIPTION_ID}`);
      expect(update?.form.get('cancel_at_period_end')).toBe('true');
      expect(cancelled.body).toMatchObject({ status: 'active', cancel_at_period_end: true });
      const stored = await storedSubscription(recorded);
      expect(stored).toMatchObject({ status: 'active', cancel_at_period_end: true });
      // stripe-mock answers a fixture's period; the end the user was shown stays.
      expect(stored?.current_period_end?.getTime()).toBe(end.getTime());
      const status = await send(recorded, 'GET', '/stripe/status', { token });
      expect(status.body).toMatchObject({ subscription_active: true, cancel_at_period_end: true });
      const call = (as: string) =>
        send(recorded, 'POST', '/start-call', {
          token: as,
          body: { user_id, tradeline_name: 'Capital One' },
        });
      expect((await call(token)).status).toBe(201);

      // From the period end on: ended, and the paid features with it.
      recorded.setNow(new Date(end.getTime() + 60_000));
      const later = await signIn(recorded, 'subscriber');
      const refused = await call(later);
      expect(refused.status).toBe(402);
      expect(detailOf(refused)).toBe('An active subscription is required for this feature.');
      const ended = await send(recorded, 'GET', '/stripe/status', { token: later });
      expect(ended.body).toMatchObject({ subscription_active: false });
      expect((await storedSubscription(recorded))?.status).toBe('canceled');
    });
  });
});
