/** The stored companion calls: when each started, and once saved what it logged. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { OutcomeSchema } from './contract';

/**
 * One companion call. Without a subscription the first call's id is its user's id, so a second
 * free call started at the same moment is refused by the store's unique id.
 */
export const CompanionCallRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  started_at: DateTimeSchema,
  status: z.enum(['open', 'saved']),
  outcome: z.nullable(OutcomeSchema),
  contact_id: z.nullable(ObjectIdSchema),
  offer_ids: z.array(ObjectIdSchema),
  saved_at: z.nullable(DateTimeSchema),
});
export type CompanionCallRecord = z.infer<typeof CompanionCallRecordSchema>;
