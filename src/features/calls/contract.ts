/**
 * Creditor calls (spec sections 2.3, 5 and 7): a user asks for a coached call to a debt's
 * creditor and follows its state; admins work the queue (claim, then placed or failed).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
  UserIdParamsSchema,
  limitQuerySchema,
  withMeta,
  type ListBound,
} from '@/shared/api/schemas';

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

/** A user's call requests, newest first (20 a day at most). */
export const CALLS_BOUND = { fallback: 50, max: 200 } satisfies ListBound;

/** A creditor-call request as the queue shows it. */
export const AdminCallSchema = z.object({
  call_id: IdSchema,
  user_id: IdSchema,
  email: z.string(),
  phone_number: z.nullable(z.string()),
  tradeline_name: z.string(),
  /** The label of the debt's open step when the call was asked for; null when none was. */
  step: z.nullable(z.string()),
  status: CallStatusSchema,
  requested_at: DateTimeSchema,
  /** The email of the admin who claimed it. */
  claimed_by: z.nullable(z.string()),
  claimed_at: z.nullable(DateTimeSchema),
  resolved_at: z.nullable(DateTimeSchema),
  note: z.nullable(z.string()),
});
export type AdminCall = z.infer<typeof AdminCallSchema>;

/** Waiting calls (the open queue) and done ones (the closed queue). */
export const OPEN_CALL_STATUSES = ['requested', 'claimed'] as const satisfies CallStatus[];
export const CLOSED_CALL_STATUSES = ['placed', 'failed'] as const satisfies CallStatus[];

/** `open`: requested or claimed, oldest first; `closed`: placed or failed, newest first. */
export const CALL_QUEUES = ['open', 'closed'] as const;

export const AdminCallsQuerySchema = z.strictObject({
  queue: z.optional(z.enum(CALL_QUEUES)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: withMeta(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))), {
    description: 'Items a page: 20 when not given, up to 100.',
  }),
});

export const AdminCallPageSchema = z.object({
  items: z.array(AdminCallSchema),
  total: z.number().check(z.int(), z.minimum(0)),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminCallPage = z.infer<typeof AdminCallPageSchema>;

export const CALL_NOTE_MAX = 500;
export const CallOutcomeBodySchema = z.strictObject({
  status: z.enum(['placed', 'failed']),
  note: z
    .string()
    .check(z.trim(), z.minLength(1, 'Add a note about the call'), z.maxLength(CALL_NOTE_MAX)),
});
export type CallOutcome = z.infer<typeof CallOutcomeBodySchema>;

export const callEndpoints = {
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
  listQueue: defineEndpoint({
    method: 'GET',
    path: '/admin/calls',
    summary: 'The creditor-call queue: open requests oldest first, or closed ones newest first',
    access: 'admin',
    query: AdminCallsQuerySchema,
    response: AdminCallPageSchema,
    errors: [400, 401, 403],
  }),
  claimCall: defineEndpoint({
    method: 'POST',
    path: '/admin/calls/{id}/claim',
    summary: 'Claim a requested call (409 when another admin has it or it is closed)',
    access: 'admin',
    params: IdParamsSchema,
    response: AdminCallSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  resolveCall: defineEndpoint({
    method: 'POST',
    path: '/admin/calls/{id}/outcome',
    summary: 'Mark a call one has claimed placed or failed, with a note',
    access: 'admin',
    params: IdParamsSchema,
    body: CallOutcomeBodySchema,
    response: AdminCallSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
