/**
 * Webhooks (issue 16, point 5): a Stripe event is marked processed only after it has been
 * applied, so a failure in between leaves it for Stripe's retry; applying one twice changes
 * nothing. No telephony webhook is accepted: the server only sends call requests out.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { startTestServer, TEST_WEBHOOK_SECRET, type TestServer } from './harness';
import { send } from './http';

let server: TestServer;
const stripe = new Stripe('sk_test_selfsettle');
const SUBSCRIPTION_ID = 'sub_5eed0000000000000001';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(() => server.reset());

function webhook(event: object) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  });
  return send(server, 'POST', '/stripe/webhook', {
    rawBody: payload,
    headers: { 'Stripe-Signature': signature },
  });
}

const pastDue = (id: string) => ({
  id,
  type: 'customer.subscription.updated',
  data: {
    object: {
      id: SUBSCRIPTION_ID,
      object: 'subscription',
      status: 'past_due',
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
    },
  },
});

/** A subscription event Stripe created at `created` (seconds), with the subscription's status. */
const subscriptionEvent = (id: string, type: string, status: string, created: number) => ({
  id,
  type,
  created,
  data: {
    object: {
      id: SUBSCRIPTION_ID,
      object: 'subscription',
      status,
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
    },
  },
});

const statusNow = async () =>
  (await server.deps.models.Subscription.findById(SUBSCRIPTION_ID).lean())?.status;

describe('the Stripe webhook', () => {
  it('keeps an event whose application failed, so the retry applies it', async () => {
    expect(await statusNow()).toBe('active');
    const failing = vi
      .spyOn(server.deps.models.Subscription, 'updateOne')
      .mockRejectedValueOnce(new Error('connection reset while applying'));
    try {
      expect((await webhook(pastDue('evt_fails_once'))).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await statusNow()).toBe('active');
    expect(await server.deps.models.StripeEvent.exists({ _id: 'evt_fails_once' })).toBeNull();

    // Stripe retries: this time it is applied, and marked.
    expect((await webhook(pastDue('evt_fails_once'))).status).toBe(200);
    expect(await statusNow()).toBe('past_due');
    expect(await server.deps.models.StripeEvent.exists({ _id: 'evt_fails_once' })).not.toBeNull();
  });

  it('keeps a cancelled subscription cancelled when an older update arrives after the deletion', async () => {
    const created = Math.floor(Date.now() / 1000);
    const deleted = subscriptionEvent(
      'evt_deleted',
      'customer.subscription.deleted',
      'canceled',
      created,
    );
    const staleActive = subscriptionEvent(
      'evt_stale_active',
      'customer.subscription.updated',
      'active',
      created - 30,
    );
    expect((await webhook(deleted)).status).toBe(200);
    expect(await statusNow()).toBe('canceled');
    // Delayed by Stripe's retries: older than what was applied, so acknowledged and ignored.
    expect((await webhook(staleActive)).status).toBe(200);
    expect(await statusNow()).toBe('canceled');
    expect(server.logs.join('\n')).toContain('older than the last applied');
  });

  it('applies events that arrive in order, each newer than the last', async () => {
    const created = Math.floor(Date.now() / 1000);
    const steps = [
      subscriptionEvent('evt_1', 'customer.subscription.updated', 'past_due', created - 20),
      subscriptionEvent('evt_2', 'customer.subscription.updated', 'active', created - 10),
      subscriptionEvent('evt_3', 'customer.subscription.deleted', 'canceled', created),
    ];
    const seen: unknown[] = [];
    for (const step of steps) {
      expect((await webhook(step)).status).toBe(200);
      seen.push(await statusNow());
    }
    expect(seen).toEqual(['past_due', 'active', 'canceled']);
  });

  it('on events of the same second, applies the subscription as Stripe has it', async () => {
    const created = Math.floor(Date.now() / 1000);
    // Stripe's own state after both events: past due (the `active` one was superseded).
    const retrieve = vi.spyOn(server.deps.billing, 'retrieveSubscription').mockResolvedValue({
      id: SUBSCRIPTION_ID,
      status: 'past_due',
      current_period_end: null,
      cancel_at_period_end: false,
    });
    try {
      for (const step of [
        subscriptionEvent('evt_tie_1', 'customer.subscription.updated', 'past_due', created),
        subscriptionEvent('evt_tie_2', 'customer.subscription.updated', 'active', created),
      ]) {
        expect((await webhook(step)).status).toBe(200);
      }
      expect(retrieve).toHaveBeenCalledWith(SUBSCRIPTION_ID);
      expect(await statusNow()).toBe('past_due');
    } finally {
      retrieve.mockRestore();
    }
  });

  it('changes nothing when one event is delivered twice, even at once', async () => {
    const detached = {
      id: 'evt_detached_twice',
      type: 'payment_method.detached',
      data: { object: { id: 'pm_5eed0000000000000001', object: 'payment_method' } },
    };
    const answers = await Promise.all([webhook(detached), webhook(detached)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await webhook(detached)).status).toBe(200);
    const methods = await server.deps.models.PaymentMethod.find({
      user_id: PERSONAS.subscriber.user_id,
    }).lean();
    expect(methods.map((method) => [method._id, method.is_default])).toEqual([
      ['pm_5eed0000000000000002', true],
    ]);
    expect(await server.deps.models.StripeEvent.countDocuments({ _id: detached.id })).toBe(1);
  });
});

describe('telephony', () => {
  it('accepts no inbound telephony webhook: such a path is 404, or 405 where only a read exists', async () => {
    // `/calls/webhook` has the shape of `GET /calls/{user_id}`, which takes no POST.
    const expected = {
      '/webhooks/telephony': 404,
      '/telephony/webhook': 404,
      '/calls/webhook': 405,
    };
    for (const [path, status] of Object.entries(expected)) {
      expect(
        (await send(server, 'POST', path, { body: { call_id: 'x', status: 'done' } })).status,
        path,
      ).toBe(status);
    }
  });
});
