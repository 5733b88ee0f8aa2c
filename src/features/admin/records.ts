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
 * A lock on a call, `<call id>:claim` or `<call id>:outcome`: the id is unique, so of two admins
 * acting at once exactly one insert wins (FerretDB has no transactions).
 */
export const CallLockRecordSchema = z.object({
  id: z.string(),
  /** The admin who took the lock. */
  admin_id: ObjectIdSchema,
});
export type CallLockRecord = z.infer<typeof CallLockRecordSchema>;
