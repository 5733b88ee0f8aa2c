/**
 * Billing through Stripe (DESIGN.md section 7): customers, setup intents for `us_bank_account`,
 * payment methods, subscriptions from the saved program's price items, and signed webhooks.
 * `createStripeBilling` uses the official SDK (tests point it at stripe-mock);
 * `unavailableBilling` answers 503 when no Stripe key is configured.
 */
import Stripe from 'stripe';
import { SUBSCRIPTION_STATUSES, type Subscription } from '@/features/enrollment/contract';
import type { PriceKey } from '@/features/enrollment/model/pricing';
import type {
  Billing,
  BillingSubscription,
  SubscriptionItemWanted,
} from '@/features/enrollment/service/billing';
import { DETAILS, HttpError } from '@/shared/api/details';

export type BillingWebhookEvent =
  | {
      id: string;
      type: 'subscription';
      subscription: BillingSubscription;
      /** When Stripe created the event, in seconds: events arrive in any order. */
      created: number;
    }
  | { id: string; type: 'payment_method.detached'; payment_method_id: string }
  | { id: string; type: 'ignored'; stripe_type: string };

/** The enrollment service's Stripe calls, and the server's own: the signed webhook. */
export interface BillingAdapter extends Billing {
  readonly configured: boolean;
  /** The subscription as Stripe has it now (read when two of its events share a second). */
  retrieveSubscription(subscriptionId: string): Promise<BillingSubscription>;
  /** Checks a webhook's signature; throws a 400 when it does not hold. */
  parseWebhook(payload: Buffer, signature: string | undefined): BillingWebhookEvent;
}

export type SubscriptionItemChange =
  | { id: string; quantity: number }
  | { id: string; deleted: true }
  | { price: string; quantity: number };

/**
 * The item changes that turn a subscription's items into the wanted ones: an item whose price
 * stays keeps its id (with the new quantity), a price no longer wanted is deleted, a new price
 * is added.
 */
export function subscriptionItemChanges(
  current: readonly { id: string; price: string; quantity: number }[],
  wanted: readonly SubscriptionItemWanted[],
): SubscriptionItemChange[] {
  const changes: SubscriptionItemChange[] = [];
  for (const item of current) {
    const keep = wanted.find((entry) => entry.price === item.price);
    changes.push(keep ? { id: item.id, quantity: keep.quantity } : { id: item.id, deleted: true });
  }
  for (const entry of wanted) {
    if (!current.some((item) => item.price === entry.price)) changes.push({ ...entry });
  }
  return changes;
}

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret?: string;
  prices: Record<PriceKey, string>;
  /** Another API host, for stripe-mock: `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

const STATUSES = new Set<string>(SUBSCRIPTION_STATUSES);

function toSubscription(subscription: Stripe.Subscription): BillingSubscription {
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  const end = subscription.items?.data?.[0]?.current_period_end;
  return {
    id: subscription.id,
    status: (STATUSES.has(subscription.status)
      ? subscription.status
      : 'incomplete') as Subscription['status'],
    current_period_end: typeof end === 'number' ? new Date(end * 1000).toISOString() : null,
    cancel_at_period_end: subscription.cancel_at_period_end === true,
  };
}

/** Stripe's own message for what the user can fix; a generic one for outages. */
function fromStripe(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError') {
      throw new HttpError(502, error.message);
    }
    throw new HttpError(502, DETAILS.paymentsUnavailable);
  }
  throw error;
}

export function createStripeBilling(options: StripeBillingOptions): BillingAdapter {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 8_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const call = <T>(work: () => Promise<T>): Promise<T> => work().catch(fromStripe);

  return {
    configured: true,
    priceId: (key) => options.prices[key],

    createCustomer: (user) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email: user.email, metadata: { user_id: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      }),

    createSetupIntent: (customerId) =>
      call(async () => {
        const intent = await stripe.setupIntents.create({
          customer: customerId,
          allowed_payment_method_types: ['us_bank_account'],
          usage: 'off_session',
        });
        if (!intent.client_secret) throw new HttpError(502, DETAILS.paymentsUnavailable);
        return { id: intent.id, client_secret: intent.client_secret };
      }),

    bankAccountOf: (setupIntentId) =>
      call(async () => {
        const intent = await stripe.setupIntents.retrieve(setupIntentId, {
          expand: ['payment_method'],
        });
        const method = intent.payment_method;
        if (intent.status === 'canceled' || !method || typeof method === 'string') return null;
        const bank = method.us_bank_account;
        return {
          id: method.id,
          bank_name: bank?.bank_name ?? 'Bank account',
          last_four: bank?.last4 ?? method.card?.last4 ?? '0000',
        };
      }),

    setDefaultPaymentMethod: (customerId, paymentMethodId) =>
      call(async () => {
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
      }),

    detachPaymentMethod: (paymentMethodId) =>
      call(async () => {
        await stripe.paymentMethods.detach(paymentMethodId);
      }),

    createSubscription: ({ customerId, items, paymentMethodId, idempotencyKey }) =>
      call(async () =>
        toSubscription(
          await stripe.subscriptions.create(
            {
              customer: customerId,
              items,
              default_payment_method: paymentMethodId,
              payment_settings: { payment_method_types: ['us_bank_account'] },
              collection_method: 'charge_automatically',
            },
            { idempotencyKey },
          ),
        ),
      ),

    // At the period's end, as the Terms say (section 7): the subscription stays active until
    // then and Stripe takes no further debit; `customer.subscription.deleted` follows.
    retrieveSubscription: (subscriptionId) =>
      call(async () => toSubscription(await stripe.subscriptions.retrieve(subscriptionId))),

    cancelSubscription: (subscriptionId) =>
      call(async () =>
        toSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),

    // The SDK adds an idempotency key to its own retries; a fixed key of ours would replay an
    // earlier answer when a user switches back to a program within Stripe's 24 hours.
    updateSubscriptionItems: ({ subscriptionId, items, proration }) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const current = subscription.items.data.map((item) => ({
          id: item.id,
          price: item.price.id,
          quantity: item.quantity ?? 1,
        }));
        return toSubscription(
          await stripe.subscriptions.update(subscriptionId, {
            items: subscriptionItemChanges(current, items),
            proration_behavior: proration,
          }),
        );
      }),

    parseWebhook(payload, signature) {
      if (!options.webhookSecret) throw new HttpError(503, 'Stripe webhooks are not configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', options.webhookSecret);
      } catch {
        throw new HttpError(400, 'Invalid Stripe signature');
      }
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          return {
            id: event.id,
            type: 'subscription',
            subscription: toSubscription(event.data.object),
            created: event.created,
          };
        case 'payment_method.detached':
          return {
            id: event.id,
            type: 'payment_method.detached',
            payment_method_id: event.data.object.id,
          };
        default:
          return { id: event.id, type: 'ignored', stripe_type: event.type };
      }
    },
  };
}

/** No Stripe key: every billing call answers 503, nothing is pretended. */
export function unavailableBilling(): BillingAdapter {
  const refuse = (): never => {
    throw new HttpError(503, DETAILS.paymentsUnavailable);
  };
  return {
    configured: false,
    priceId: refuse,
    createCustomer: async () => refuse(),
    createSetupIntent: async () => refuse(),
    bankAccountOf: async () => refuse(),
    setDefaultPaymentMethod: async () => refuse(),
    detachPaymentMethod: async () => refuse(),
    createSubscription: async () => refuse(),
    cancelSubscription: async () => refuse(),
    updateSubscriptionItems: async () => refuse(),
    retrieveSubscription: async () => refuse(),
    parseWebhook: () => refuse(),
  };
}
