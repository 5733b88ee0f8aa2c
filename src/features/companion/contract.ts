/**
 * The call companion: coaching on the user's screen during their own call with a creditor. The
 * call in progress lives in the browser; the server knows a call only when it starts (one free
 * call without a subscription) and when it is saved, as a contact-log entry and offers.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DateTimeSchema, IdParamsSchema, IdSchema, UserIdParamsSchema } from '@/shared/api/schemas';
import { LocalDateTimeSchema, TimeZoneSchema } from '@/features/letters/contract';
import { OfferBySchema, PaymentAmountSchema } from '@/features/settlement/contract';
import { OUTCOMES } from './model/outcome';

export const OutcomeSchema = z.enum(OUTCOMES, 'Choose how the call ended.');

/** What the user may do now: a subscription, the one free call, or nothing left. */
export const AllowanceSchema = z.enum(['subscribed', 'free', 'used']);

export const CompanionCallSchema = z.object({
  id: IdSchema,
  tradeline_id: IdSchema,
  started_at: DateTimeSchema,
  status: z.enum(['open', 'saved']),
  /** Once saved: how it ended, and the contact and offers it logged. */
  outcome: z.nullable(OutcomeSchema),
  contact_id: z.nullable(IdSchema),
  offer_ids: z.array(IdSchema),
  saved_at: z.nullable(DateTimeSchema),
});
export type CompanionCall = z.infer<typeof CompanionCallSchema>;

export const CompanionCallsSchema = z.object({
  allowance: AllowanceSchema,
  /** Newest first. */
  calls: z.array(CompanionCallSchema),
});
export type CompanionCalls = z.infer<typeof CompanionCallsSchema>;

export const StartCompanionCallBodySchema = z.strictObject({ tradeline_id: IdSchema });
export type StartCompanionCallBody = z.infer<typeof StartCompanionCallBodySchema>;

/**
 * An amount said on the call: the offer log's own amount (greater than $0, whole cents), so the
 * document states the same rule the offer log applies.
 */
export const CallAmountSchema = PaymentAmountSchema;

/** At most this many amounts from one call are logged as offers. */
export const CALL_OFFERS_MAX = 20;

export const SaveCompanionCallBodySchema = z.strictObject({
  /** When the call started, the user's local wall-clock time. */
  occurred_at: LocalDateTimeSchema,
  time_zone: TimeZoneSchema,
  outcome: OutcomeSchema,
  note: z.string().check(z.trim(), z.maxLength(1000, 'Keep the note under 1,000 characters.')),
  offers: z
    .array(z.strictObject({ by: OfferBySchema, amount: CallAmountSchema }))
    .check(z.maxLength(CALL_OFFERS_MAX, `At most ${CALL_OFFERS_MAX} amounts from one call.`)),
});
export type SaveCompanionCallBody = z.infer<typeof SaveCompanionCallBodySchema>;

export const companionEndpoints = {
  listCompanionCalls: defineEndpoint({
    method: 'GET',
    path: '/companion/{user_id}/calls',
    summary: "The user's companion calls, newest first, and whether another may start",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: CompanionCallsSchema,
    errors: [400, 401, 403],
  }),
  startCompanionCall: defineEndpoint({
    method: 'POST',
    path: '/companion/{user_id}/calls',
    summary:
      'Start a companion call on a debt; one free call without an active subscription, then 402',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: StartCompanionCallBodySchema,
    response: CompanionCallSchema,
    status: 201,
    errors: [400, 401, 402, 403, 404],
  }),
  saveCompanionCall: defineEndpoint({
    method: 'POST',
    path: '/companion/calls/{id}',
    summary:
      "Save a companion call: a contact-log entry and each amount as an offer in the debt's offer log",
    access: 'user',
    params: IdParamsSchema,
    body: SaveCompanionCallBodySchema,
    response: CompanionCallSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
