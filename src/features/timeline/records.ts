/** The stored events. */
import * as z from 'zod/mini';
import { ObjectIdSchema } from '@/shared/store/ids';
import { EventSchema } from './contract';

export const EventRecordSchema = z.extend(EventSchema, {
  user_id: ObjectIdSchema,
  /** The event's place in its tradeline's five steps (0-4), unique per tradeline. */
  slot: z.number().check(z.int(), z.minimum(0)),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;
