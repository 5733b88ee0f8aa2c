/** The stored events and creditor calls. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { CallStatusSchema, EventSchema } from './contract';

export const EventRecordSchema = z.extend(EventSchema, {
  user_id: ObjectIdSchema,
  /** The event's place in its tradeline's five steps (0-4), unique per tradeline. */
  slot: z.number().check(z.int(), z.minimum(0)),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** A creditor call request; the queue fields default to a call nobody has taken yet. */
export const CallRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  tradeline_name: z.string(),
  created_at: DateTimeSchema,
  status: z._default(CallStatusSchema, 'requested'),
  /** The admin who claimed the call. */
  claimed_by_id: z._default(z.nullable(ObjectIdSchema), null),
  claimed_at: z._default(z.nullable(DateTimeSchema), null),
  resolved_at: z._default(z.nullable(DateTimeSchema), null),
  note: z._default(z.nullable(z.string()), null),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;
