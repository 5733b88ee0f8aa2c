/**
 * The stored record of the platform's rate limits (`rate_limits`): the daily allowances, the
 * server's per-minute windows and its sign-in delays (idempotency keys: `src/backend/idempotency.ts`).
 */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';

/**
 * One use counted against a limit: `daily:<name>:<user id>:<UTC day>#<n>` (quota.ts),
 * `<prefix>:<client key>@<window start>#<n>` (rate-limit.ts), `account:…#<n>` (sign-in-delay.ts).
 */
export const RateLimitRecordSchema = z.object({
  id: z.string(),
  /** The use's number, n of the id (1 to the limit). */
  hits: z.number().check(z.int(), z.minimum(0)),
  /** The start of the next UTC day, when the count stops mattering. */
  reset_at: DateTimeSchema,
});
export type RateLimitRecord = z.infer<typeof RateLimitRecordSchema>;
