/** The stored record of the platform's daily allowances (idempotency keys: `src/backend/idempotency.ts`). */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';

/** One use of a daily allowance: `daily:<name>:<user id>:<UTC day>#<n>` (quota.ts). */
export const QuotaRecordSchema = z.object({
  id: z.string(),
  /** The use's number, n of the id (1 to the limit). */
  hits: z.number().check(z.int(), z.minimum(0)),
  /** The start of the next UTC day, when the count stops mattering. */
  reset_at: DateTimeSchema,
});
export type QuotaRecord = z.infer<typeof QuotaRecordSchema>;
