/** The stored companion calls: when each started, and once saved what it logged. */
import * as z from 'zod/mini';
import { DEBT_RECORD_IDS, ObjectIdSchema } from '@/shared/store/ids';
import { CompanionCallSchema } from './contract';

/**
 * One companion call. Without a subscription the first call's id is its user's id, so a second
 * free call started at the same moment is refused by the store's unique id.
 */
export const CompanionCallRecordSchema = z.extend(CompanionCallSchema, {
  ...DEBT_RECORD_IDS,
  contact_id: z.nullable(ObjectIdSchema),
  offer_ids: z.array(ObjectIdSchema),
});
export type CompanionCallRecord = z.infer<typeof CompanionCallRecordSchema>;
