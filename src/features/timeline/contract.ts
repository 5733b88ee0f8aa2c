/** The per-debt action timeline and creditor calls (spec sections 3, 4 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  UserIdParamsSchema,
  limitQuerySchema,
  type ListBound,
} from '@/shared/api/schemas';

/** 'notice' is the older name of 'give_notice' and still appears in stored data. */
export const EVENT_TYPES = [
  'update_contacts',
  'give_notice',
  'negotiation',
  'payoff',
  'notice',
] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

export const EventSchema = z.object({
  id: IdSchema,
  tradeline_uuid: IdSchema,
  type: EventTypeSchema,
  scheduled_date: DateSchema,
  completed: z.boolean(),
  completed_date: z.nullable(DateTimeSchema),
  assisted: z.boolean(),
});
export type TimelineEvent = z.infer<typeof EventSchema>;

/** Events can only be completed; completion is not undoable. */
export const CompleteEventBodySchema = z.strictObject({ completed: z.literal(true) });

export const StartCallBodySchema = z.strictObject({
  user_id: IdSchema,
  tradeline_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
export const StartCallResponseSchema = z.object({
  success: z.boolean(),
  call_id: IdSchema,
  message: z.string(),
});

/**
 * A creditor call's life: `requested` (waiting for an agent), `claimed` (an agent is on it),
 * then `placed` or `failed`. With a telephony provider a call is `placed` (or `failed`) at once.
 */
export const CALL_STATUSES = ['requested', 'claimed', 'placed', 'failed'] as const;
export const CallStatusSchema = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof CallStatusSchema>;

/** A call as the user who asked for it sees it (no agent notes). */
export const UserCallSchema = z.object({
  call_id: IdSchema,
  tradeline_name: z.string(),
  /** The label of the debt's step that was open when the call was asked for ('Give notice'). */
  step: z.nullable(z.string()),
  status: CallStatusSchema,
  requested_at: DateTimeSchema,
  /** When the call was placed or failed; null while it waits. */
  resolved_at: z.nullable(DateTimeSchema),
});
export type UserCall = z.infer<typeof UserCallSchema>;

/** Five steps for each of a user's debts (`TRADELINES_BOUND`): the whole schedule. */
export const EVENTS_BOUND = { fallback: 1000, max: 1000 } satisfies ListBound;
/** A user's call requests, newest first (20 a day at most). */
export const CALLS_BOUND = { fallback: 50, max: 200 } satisfies ListBound;

export const timelineEndpoints = {
  listEvents: defineEndpoint({
    method: 'GET',
    path: '/events/{user_id}',
    summary: "Every event of the user's tradelines, by scheduled date",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(EVENTS_BOUND),
    response: z.array(EventSchema),
    errors: [400, 401, 403],
  }),
  completeEvent: defineEndpoint({
    method: 'PUT',
    path: '/events/{id}',
    summary: 'Mark an event complete; only the first pending one of its tradeline may be',
    access: 'user',
    params: IdParamsSchema,
    body: CompleteEventBodySchema,
    response: EventSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  generateEvents: defineEndpoint({
    method: 'POST',
    path: '/events/generate/{user_id}',
    summary: 'Older variant: (re)schedule events for every tradeline of the user',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: z.array(EventSchema),
    errors: [400, 401, 403],
  }),
  startCall: defineEndpoint({
    method: 'POST',
    path: '/start-call',
    summary: 'Request a coached call to the creditor of a tradeline',
    access: 'user',
    owner: 'user_id',
    body: StartCallBodySchema,
    response: StartCallResponseSchema,
    status: 201,
    // 409: a call for the debt's open step is already waiting for an agent.
    errors: [400, 401, 402, 403, 404, 409, 429, 503],
  }),
  listCalls: defineEndpoint({
    method: 'GET',
    path: '/calls/{user_id}',
    summary: "The user's creditor call requests and their state, newest first",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(CALLS_BOUND),
    response: z.array(UserCallSchema),
    errors: [400, 401, 403],
  }),
};
