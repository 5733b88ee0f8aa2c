/** The stored records of the platform: daily allowances and idempotency keys. */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';

/** A daily allowance's count: `daily:<name>:<user id>:<UTC day>` (quota.ts). */
export const QuotaRecordSchema = z.object({
  id: z.string(),
  hits: z.number().check(z.int(), z.minimum(0)),
  /** The start of the next UTC day, when the count stops mattering. */
  reset_at: DateTimeSchema,
});
export type QuotaRecord = z.infer<typeof QuotaRecordSchema>;

/** The first answer to an `Idempotency-Key` (mocks/idempotency.ts). */
export const IdempotencyRecordSchema = z.object({
  id: z.string(),
  fingerprint: z.string(),
  status: z.number().check(z.int()),
  body: z.string(),
  expires_at: DateTimeSchema,
});
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;
