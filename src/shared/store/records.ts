/** The stored records of the platform: daily allowances and idempotency keys. */
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

/** An `Idempotency-Key` and the first answer to it (idempotency.ts). */
export const IdempotencyRecordSchema = z.object({
  /** HMAC of the caller, the route and the key. */
  id: z.string(),
  /** HMAC of the request's parsed path, query and body, secret fields left out. */
  fingerprint: z.string(),
  /** Running, answered, or answered but the answer was lost (a retry answers 409). */
  state: z.enum(['pending', 'done', 'unfinished']),
  /** While pending: when a retry may take the key over (the first request died). */
  locked_until: DateTimeSchema,
  status: z.nullable(z.number().check(z.int())),
  /** The answer's JSON text, secret fields left out. */
  body: z.nullable(z.string()),
  expires_at: DateTimeSchema,
});
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;
