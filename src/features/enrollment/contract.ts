/**
 * The program options, billing through Stripe and the (disabled) bank connection
 * (spec sections 3, 4 and 7).
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
  UserIdParamsSchema,
  limitQuerySchema,
  type ListBound,
} from '@/shared/api/schemas';
import { BASE_PLANS, PREMIUM_FEATURES } from '@/shared/lib/plan-codes';

export const DebtNegotiationSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type DebtNegotiationLevel = z.infer<typeof DebtNegotiationSchema>;

export const ProgramSchema = z.object({
  savings_support: z.boolean(),
  debt_negotiation: DebtNegotiationSchema,
  email_opt_in: z.boolean(),
});
export type Program = z.infer<typeof ProgramSchema>;

export const UpdateProgramBodySchema = z.strictObject(ProgramSchema.shape);

/** The plan the user chose in the builder before signing up, which started the program. */
export const ChosenPlanSchema = z.object({
  base_plan: z.enum(BASE_PLANS),
  premium_features: z.array(z.enum(PREMIUM_FEATURES)),
});

/** The program as answered: its options, and the builder's plan it came from (null: none). */
export const ProgramAnswerSchema = z.extend(ProgramSchema, {
  chosen_plan: z.nullable(ChosenPlanSchema),
});
export type ProgramAnswer = z.infer<typeof ProgramAnswerSchema>;

export const BillingStatusSchema = z.object({
  has_payment_method: z.boolean(),
  subscription_active: z.boolean(),
  current_period_end: z.nullable(DateTimeSchema),
  /** Cancelled: the subscription ends at `current_period_end` and nothing more is debited. */
  cancel_at_period_end: z.boolean(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
/** The debit authorization the user agreed to before the first debit, as they were shown it. */
export const DebitAuthorizationSchema = z.object({
  text: z.string().check(z.minLength(1)),
  agreed_at: DateTimeSchema,
});
export type DebitAuthorization = z.infer<typeof DebitAuthorizationSchema>;

/** The Stripe price items a subscription is made of (see `priceItems` in `model/pricing.ts`). */
export const PriceKeySchema = z.enum(['base', 'savings', 'negotiation1', 'negotiation2']);

/** A lowering of the program, billed and applied from the next billing date. */
export const ScheduledChangeSchema = z.object({
  items: z.array(PriceKeySchema),
  /** Whole dollars a month from `effective_at`. */
  monthly_amount: z.number().check(z.int(), z.minimum(0)),
  effective_at: DateTimeSchema,
});
export type ScheduledChange = z.infer<typeof ScheduledChangeSchema>;

export const SubscriptionSchema = z.object({
  id: IdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.nullable(DateTimeSchema),
  /**
   * Cancelled (Stripe's `cancel_at_period_end`): the subscription stays active, and entitles,
   * until `current_period_end`, then ends; no further debit is taken. Cannot be undone.
   */
  cancel_at_period_end: z.boolean(),
  /**
   * The price items billed in the current period, what the user is entitled to now: a raise
   * applies at once (prorated), a lowering only from `scheduled_change.effective_at`.
   */
  items: z.array(PriceKeySchema),
  /** Whole dollars a month: the current items' total (its Stripe items add up to it). */
  monthly_amount: z.number().check(z.int(), z.minimum(0)),
  /** A lowering waiting for the next billing date; null when none. */
  scheduled_change: z.nullable(ScheduledChangeSchema),
  /** Null only for a subscription started before authorizations were recorded. */
  authorization: z.nullable(DebitAuthorizationSchema),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

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
/** A user's subscriptions, newest first. */
export const SUBSCRIPTIONS_BOUND = { fallback: 20, max: 100 } satisfies ListBound;

export const enrollmentEndpoints = {
  getProgram: defineEndpoint({
    method: 'GET',
    path: '/programs/{user_id}',
    summary:
      "The user's program options and the builder's plan chosen at sign-up; 404 means no program",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: ProgramAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
  updateProgram: defineEndpoint({
    method: 'PUT',
    path: '/programs/{user_id}',
    summary:
      'Save the program options (creates the program when missing); with an active subscription, a raise is billed at once (prorated) and a lowering from the next billing date',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: UpdateProgramBodySchema,
    response: ProgramAnswerSchema,
    errors: [400, 401, 403, 502, 503],
  }),
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
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscriptions',
    summary: "The user's subscriptions, newest first",
    access: 'user',
    query: limitQuerySchema(SUBSCRIPTIONS_BOUND),
    response: z.array(SubscriptionSchema),
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
