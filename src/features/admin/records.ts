/** The stored audit of role changes and the analytics' counters. */
import * as z from 'zod/mini';
import { RoleSchema } from '@/features/auth/contract';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema, USER_RECORD_IDS } from '@/shared/store/ids';

/** A role change an admin made (who, whom, when, from, to). */
export const RoleChangeRecordSchema = z.object({
  ...USER_RECORD_IDS,
  admin_id: ObjectIdSchema,
  admin_email: z.string(),
  from: RoleSchema,
  to: RoleSchema,
  changed_at: DateTimeSchema,
});
export type RoleChangeRecord = z.infer<typeof RoleChangeRecordSchema>;

/**
 * One figure of the analytics, kept as the data changes (`service/counters.ts`): its key (see
 * `model/counters.ts`) and its value. The reconcile job recounts them and corrects any drift.
 */
export const CounterRecordSchema = z.object({
  id: z.string(),
  value: z.number(),
});
export type CounterRecord = z.infer<typeof CounterRecordSchema>;
