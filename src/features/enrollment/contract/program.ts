/**
 * The program and its subscriptions (spec sections 3 and 7): what the portal's first screen
 * reads (My Home's menu, banner and first-run steps), apart from the billing endpoints in
 * `billing.ts`, so that screen does not carry their schemas. `../contract.ts` joins both.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateTimeSchema,
  IdSchema,
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

/** A user's subscriptions, newest first. */
export const SUBSCRIPTIONS_BOUND = { fallback: 20, max: 100 } satisfies ListBound;

export const programEndpoints = {
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
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscriptions',
    summary: "The user's subscriptions, newest first",
    access: 'user',
    query: limitQuerySchema(SUBSCRIPTIONS_BOUND),
    response: z.array(SubscriptionSchema),
    errors: [400, 401, 502, 503],
  }),
};
