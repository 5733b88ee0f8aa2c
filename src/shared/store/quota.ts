/**
 * Daily allowances of the paid actions (creditor calls, email summaries), per user and UTC day,
 * for both backends through the storage port (on the server: `rate_limits`, ids
 * `daily:<name>:<user>:<day>`, beside the rate limits). One conditional upsert per use: a counter
 * already at the limit makes the upsert insert a second record with the same id, which the store
 * refuses, and that refusal is the 429. Past days are removed in code (FerretDB has no TTL).
 */
import { dailyLimitReached, HttpError } from '@/shared/api/details';
import { DAILY_QUOTAS, quotaDay, quotaResetAt, type DailyQuotaName } from '@/shared/api/quotas';
import { DuplicateKeyError, type Collection } from './port';
import type { QuotaRecord } from './records';

/** Gives back one use when the action failed on our side. */
export type Refund = () => Promise<void>;

export type DailyLimits = Readonly<Record<DailyQuotaName, number>>;

export function dailyQuota(quotas: Collection<QuotaRecord>, limits: () => DailyLimits) {
  let uses = 0;
  return {
    /** Counts one use for today, or answers 429 when the user has used today's allowance. */
    async consume(name: DailyQuotaName, userId: string, now: Date): Promise<Refund> {
      const limit = limits()[name];
      const id = `daily:${name}:${userId}:${quotaDay(now)}`;
      try {
        await quotas.update(
          { id, hits: { $lt: limit } },
          { inc: { hits: 1 }, setOnInsert: { reset_at: quotaResetAt(now).toISOString() } },
          { upsert: true },
        );
      } catch (error) {
        if (error instanceof DuplicateKeyError) {
          throw new HttpError(429, dailyLimitReached(limit, DAILY_QUOTAS[name].what));
        }
        throw error;
      }
      uses += 1;
      if (uses % 200 === 0) {
        void quotas
          .remove({ id: { $gte: 'daily:', $lt: 'daily;' }, reset_at: { $lte: now.toISOString() } })
          .catch(() => undefined);
      }
      return async () => {
        await quotas.update({ id, hits: { $gt: 0 } }, { inc: { hits: -1 } });
      };
    },
  };
}

export type DailyQuota = ReturnType<typeof dailyQuota>;

/**
 * A fixed-window limit over the same collection (ids `<base>@<window start>`): the sign-in
 * throttle's per-address counterpart for actions that send mail (a reset link, a verification
 * link), counted whether or not the address has an account so the answer reveals nothing.
 * Answers false when the window already holds `limit` uses.
 */
export async function consumeWindow(
  quotas: Collection<QuotaRecord>,
  base: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const id = `${base}@${new Date(start).toISOString()}`;
  try {
    await quotas.update(
      { id, hits: { $lt: limit } },
      { inc: { hits: 1 }, setOnInsert: { reset_at: new Date(start + windowMs).toISOString() } },
      { upsert: true },
    );
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
  return true;
}

/**
 * Claims a one-time name (a link's token) for good: the first claim inserts it, any later one
 * finds the id taken. An insert under a unique id is the one write FerretDB cannot let two
 * callers both win (an update is a read then a write there).
 */
export async function claimOnce(
  quotas: Collection<QuotaRecord>,
  id: string,
  keepUntil: Date,
): Promise<boolean> {
  try {
    await quotas.insert({ id, hits: 1, reset_at: keepUntil.toISOString() });
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
