/**
 * The program options, billing through Stripe and the (disabled) bank connection
 * (spec sections 3, 4 and 7).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AmountSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  NoContentSchema,
  SuccessSchema,
  UserIdParamsSchema,
} from '@/shared/api/schemas';

export const DebtNegotiationSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type DebtNegotiationLevel = z.infer<typeof DebtNegotiationSchema>;

export const ProgramSchema = z.object({
  savings_support: z.boolean(),
  debt_negotiation: DebtNegotiationSchema,
  email_opt_in: z.boolean(),
});
export type Program = z.infer<typeof ProgramSchema>;

export const UpdateProgramBodySchema = z.strictObject(ProgramSchema.shape);

export const BillingStatusSchema = z.object({
  has_payment_method: z.boolean(),
  subscription_active: z.boolean(),
  current_period_end: DateTimeSchema.nullable(),
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
  text: z.string().min(1),
  agreed_at: DateTimeSchema,
});
export type DebitAuthorization = z.infer<typeof DebitAuthorizationSchema>;

export const SubscriptionSchema = z.object({
  id: IdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: DateTimeSchema.nullable(),
  /** Whole dollars a month: the program's total (its Stripe items add up to it). */
  monthly_amount: z.number().int().min(0),
  /** Null only for a subscription started before authorizations were recorded. */
  authorization: DebitAuthorizationSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const PaymentMethodSchema = z.object({
  id: IdSchema,
  bank_name: z.string(),
  last_four: z.string().regex(/^\d{4}$/),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const SetupIntentSchema = z.object({
  client_secret: z.string().min(1),
  setup_intent_id: IdSchema,
});

export const CreateSubscriptionBodySchema = z.strictObject({
  price_id: z.string().min(1).max(255),
  /** The debit authorization text the user agreed to; it must match the saved program. */
  authorization_text: z.string().min(1).max(4000),
});
export const CancelSubscriptionBodySchema = z.strictObject({ subscription_id: IdSchema });
export const AttachPaymentMethodBodySchema = z.strictObject({ setup_intent_id: IdSchema });
export const SetDefaultPaymentMethodBodySchema = z.strictObject({ payment_method_id: IdSchema });

export const ConnectedAccountSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: z.string(),
  mask: z.string(),
  current_balance: AmountSchema.nullable(),
  available_balance: AmountSchema.nullable(),
  limit: AmountSchema.nullable(),
});
export const ExchangeTokenBodySchema = z.strictObject({ public_token: z.string().min(1).max(512) });

export const enrollmentEndpoints = {
  getProgram: defineEndpoint({
    method: 'GET',
    path: '/programs/{user_id}',
    summary: "The user's program options; 404 means no program",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: ProgramSchema,
    errors: [400, 401, 403, 404],
  }),
  updateProgram: defineEndpoint({
    method: 'PUT',
    path: '/programs/{user_id}',
    summary:
      'Save the program options (creates the program when missing); with an active subscription, its Stripe items follow from the next billing date',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: UpdateProgramBodySchema,
    response: ProgramSchema,
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
    response: z.array(PaymentMethodSchema),
    errors: [401, 502, 503],
  }),
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscriptions',
    summary: "The user's subscriptions, newest first",
    access: 'user',
    response: z.array(SubscriptionSchema),
    errors: [401, 502, 503],
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
