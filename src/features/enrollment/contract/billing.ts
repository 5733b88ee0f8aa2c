/**
 * Billing through Stripe and the (disabled) bank connection (spec sections 4 and 7): the bank
 * accounts, starting and cancelling the subscription. Loaded with the screens that use them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AmountSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  NoContentSchema,
  SuccessSchema,
  limitQuerySchema,
  type ListBound,
} from '@/shared/api/schemas';
import { SubscriptionSchema } from './program';

export const BillingStatusSchema = z.object({
  has_payment_method: z.boolean(),
  subscription_active: z.boolean(),
  current_period_end: z.nullable(DateTimeSchema),
  /** Cancelled: the subscription ends at `current_period_end` and nothing more is debited. */
  cancel_at_period_end: z.boolean(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

export const PaymentMethodSchema = z.object({
  id: IdSchema,
  bank_name: z.string(),
  last_four: z.string().check(z.regex(/^\d{4}$/)),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const SetupIntentSchema = z.object({
  client_secret: z.string().check(z.minLength(1)),
  setup_intent_id: IdSchema,
});

export const CreateSubscriptionBodySchema = z.strictObject({
  price_id: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The debit authorization text the user agreed to; it must match the saved program. */
  authorization_text: z.string().check(z.minLength(1), z.maxLength(4000)),
});
export const CancelSubscriptionBodySchema = z.strictObject({ subscription_id: IdSchema });
export const AttachPaymentMethodBodySchema = z.strictObject({ setup_intent_id: IdSchema });
export const SetDefaultPaymentMethodBodySchema = z.strictObject({ payment_method_id: IdSchema });

export const ConnectedAccountSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: z.string(),
  mask: z.string(),
  current_balance: z.nullable(AmountSchema),
  available_balance: z.nullable(AmountSchema),
  limit: z.nullable(AmountSchema),
});
export const ExchangeTokenBodySchema = z.strictObject({
  public_token: z.string().check(z.minLength(1), z.maxLength(512)),
});

/** A user's bank accounts. */
export const PAYMENT_METHODS_BOUND = { fallback: 20, max: 100 } satisfies ListBound;

export const billingEndpoints = {
  billingStatus: defineEndpoint({
    method: 'GET',
    path: '/stripe/status',
    summary: 'Whether a payment method exists and a subscription is active',
    access: 'user',
    response: BillingStatusSchema,
    errors: [401, 502, 503],
  }),
  listPaymentMethods: defineEndpoint({
    method: 'GET',
    path: '/stripe/payment-methods',
    summary: "The user's bank accounts, the default one marked",
    access: 'user',
    query: limitQuerySchema(PAYMENT_METHODS_BOUND),
    response: z.array(PaymentMethodSchema),
    errors: [400, 401, 502, 503],
  }),
  createSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/subscriptions',
    summary:
      'Start the monthly subscription built from the saved program, with the debit authorization the user agreed to (409 when it no longer matches the program or bank account)',
    access: 'user',
    body: CreateSubscriptionBodySchema,
    response: SubscriptionSchema,
    status: 201,
    errors: [400, 401, 404, 409, 502, 503],
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/cancel-subscription',
    summary: 'Cancel the active subscription (no refund of past months)',
    access: 'user',
    body: CancelSubscriptionBodySchema,
    response: SubscriptionSchema,
    errors: [400, 401, 404, 502, 503],
  }),
  createSetupIntent: defineEndpoint({
    method: 'POST',
    path: '/stripe/create-setup-intent',
    summary: 'Start adding a bank account (us_bank_account setup intent)',
    access: 'user',
    response: SetupIntentSchema,
    status: 201,
    // Its answer holds the SetupIntent's client_secret, which is never stored: no replay.
    idempotent: false,
    errors: [401, 502, 503],
  }),
  attachPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/stripe/attach-payment-method',
    summary: 'Save the bank account of a confirmed setup intent',
    access: 'user',
    body: AttachPaymentMethodBodySchema,
    response: PaymentMethodSchema,
    status: 201,
    errors: [400, 401, 404, 409, 502, 503],
  }),
  setDefaultPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/stripe/set-default-payment-method',
    summary: 'Make a bank account the default for billing',
    access: 'user',
    body: SetDefaultPaymentMethodBodySchema,
    response: PaymentMethodSchema,
    errors: [400, 401, 404, 502, 503],
  }),
  deletePaymentMethod: defineEndpoint({
    method: 'DELETE',
    path: '/stripe/payment-methods/{id}',
    summary: 'Remove a bank account',
    access: 'user',
    params: IdParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 404, 502, 503],
  }),
  listConnectedAccounts: defineEndpoint({
    method: 'GET',
    path: '/plaid/accounts',
    summary: 'Connected bank accounts (the connection is disabled: 503)',
    access: 'user',
    response: z.array(ConnectedAccountSchema),
    errors: [401, 503],
  }),
  exchangePublicToken: defineEndpoint({
    method: 'POST',
    path: '/plaid/exchange-token',
    summary: 'Finish a bank connection (disabled: 503)',
    access: 'user',
    body: ExchangeTokenBodySchema,
    response: SuccessSchema,
    errors: [400, 401, 503],
  }),
};
