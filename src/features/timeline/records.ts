/** The stored events and creditor calls. */
import { z } from 'zod';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { CallStatusSchema, EventSchema } from './contract';

export const EventRecordSchema = EventSchema.extend({
  user_id: ObjectIdSchema,
  /** The event's place in its tradeline's five steps (0-4), unique per tradeline. */
  slot: z.number().int().min(0),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** A creditor call request; the queue fields default to a call nobody has taken yet. */
export const CallRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  tradeline_name: z.string(),
  created_at: DateTimeSchema,
  status: CallStatusSchema.default('requested'),
  /** The admin who claimed the call. */
  claimed_by_id: ObjectIdSchema.nullable().default(null),
  claimed_at: DateTimeSchema.nullable().default(null),
  resolved_at: DateTimeSchema.nullable().default(null),
  note: z.string().nullable().default(null),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;
