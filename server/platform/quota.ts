/**
 * Daily allowances of the paid actions (creditor calls, email summaries) per user and UTC day,
 * counted in MongoDB beside the rate limits (`rate_limits`, ids `daily:<name>:<user>:<day>`) so
 * every instance shares them. One atomic upsert per use: a counter already at the limit makes
 * the upsert insert a second document with the same id, which the database refuses, and that
 * refusal is the 429. FerretDB has no TTL indexes, so past days are removed in code.
 */
import type { Model } from 'mongoose';
import { dailyLimitReached } from '@/shared/api/details';
import { DAILY_QUOTAS, quotaDay, quotaResetAt, type DailyQuotaName } from '@/shared/api/quotas';
import type { AppDeps } from './deps';
import { HttpError, isDuplicateKey } from './errors';
import type { RateLimitDoc } from './rate-limit';

/** Gives back one use when the action failed on our side. */
export type Refund = () => Promise<void>;

export function dailyQuota(
  model: Model<RateLimitDoc>,
  limits: Readonly<Record<DailyQuotaName, number>>,
) {
  let uses = 0;
  return {
    /** Counts one use for today, or answers 429 when the user has used today's allowance. */
    async consume(name: DailyQuotaName, userId: string, now: Date): Promise<Refund> {
      const limit = limits[name];
      const _id = `daily:${name}:${userId}:${quotaDay(now)}`;
      try {
        await model.updateOne(
          { _id, hits: { $lt: limit } },
          { $inc: { hits: 1 }, $setOnInsert: { reset_at: quotaResetAt(now) } },
          { upsert: true },
        );
      } catch (error) {
        if (isDuplicateKey(error)) {
          throw new HttpError(429, dailyLimitReached(limit, DAILY_QUOTAS[name].what));
        }
        throw error;
      }
      uses += 1;
      if (uses % 200 === 0) {
        void model.deleteMany({ _id: /^daily:/, reset_at: { $lte: now } }).catch(() => undefined);
      }
      return async () => {
        await model.updateOne({ _id, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
      };
    },
  };
}

export type DailyQuota = ReturnType<typeof dailyQuota>;

/** The allowances of the server's configuration. */
export function configuredQuota(deps: Pick<AppDeps, 'models' | 'config'>): DailyQuota {
  return dailyQuota(deps.models.RateLimit, {
    calls: deps.config.CALL_DAILY_LIMIT,
    summaries: deps.config.SUMMARY_DAILY_LIMIT,
  });
}
