/** The per-debt action timeline (spec sections 3 and 4); creditor calls are the calls feature's. */
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

/** Five steps for each of a user's debts (`TRADELINES_BOUND`): the whole schedule. */
export const EVENTS_BOUND = { fallback: 1000, max: 1000 } satisfies ListBound;
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
};
