/** The stored creditor calls and the locks admins take on them. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { DEBT_RECORD_IDS, ObjectIdSchema } from '@/shared/store/ids';
import { CallStatusSchema } from './contract';

/** A creditor call request; the queue fields default to a call nobody has taken yet. */
export const CallRecordSchema = z.object({
  ...DEBT_RECORD_IDS,
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
