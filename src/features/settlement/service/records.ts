/** The stored settlement records: a debt's details (one per tradeline, keyed by its id). */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { HolderKindSchema } from '../contract';

/** A debt's details; its id is the tradeline's, so two first saves cannot make two records. */
export const DebtDetailsRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  holder_kind: z.nullable(HolderKindSchema),
  collector_name: z.nullable(z.string()),
  account_last_four: z.nullable(z.string()),
  last_payment_date: z.nullable(DateSchema),
  created_at: DateTimeSchema,
  /** When the user last saved them (not the database's own `updated_at`). */
  saved_at: DateTimeSchema,
});
export type DebtDetailsRecord = z.infer<typeof DebtDetailsRecordSchema>;
