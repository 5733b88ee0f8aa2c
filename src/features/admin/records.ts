/** The stored audit of role changes. */
import * as z from 'zod/mini';
import { RoleSchema } from '@/features/auth/contract';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';

/** A role change an admin made (who, whom, when, from, to). */
export const RoleChangeRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  admin_id: ObjectIdSchema,
  admin_email: z.string(),
  from: RoleSchema,
  to: RoleSchema,
  changed_at: DateTimeSchema,
});
export type RoleChangeRecord = z.infer<typeof RoleChangeRecordSchema>;

/**
 * A lock on a call's claim or outcome, `<call id>:<action>:<generation>`: the id is unique, so
 * of two admins acting at once exactly one insert wins (FerretDB has no transactions). A lock
 * lives `CALL_LOCK_LIFETIME_MS`; one its holder left behind (the process stopped before the
 * call changed) is then replaced by the next generation's.
 */
export const CallLockRecordSchema = z.object({
  id: z.string(),
  call_id: ObjectIdSchema,
  action: z.enum(['claim', 'outcome']),
  generation: z.number().check(z.int(), z.minimum(0)),
  /** The admin who took the lock. */
  admin_id: ObjectIdSchema,
  expires_at: DateTimeSchema,
});
export type CallLockRecord = z.infer<typeof CallLockRecordSchema>;

/**
 * One figure of the analytics, kept as the data changes (`service/counters.ts`): its key (see
 * `model/counters.ts`) and its value. The reconcile job recounts them and corrects any drift.
 */
export const CounterRecordSchema = z.object({
  id: z.string(),
  value: z.number(),
});
export type CounterRecord = z.infer<typeof CounterRecordSchema>;
