/**
 * The mock's daily allowances of the paid actions, as the server counts them
 * (server/platform/quota.ts): per user and UTC day, 429 with the same detail beyond the limit.
 * The limits are the server's defaults; tests and demos may change them with `setDailyLimits`.
 */
import { dailyLimitReached, HttpError } from '@/shared/api/details';
import { DAILY_QUOTAS, quotaDay, type DailyQuotaName } from '@/shared/api/quotas';
import { db } from './db';

const defaults = (): Record<DailyQuotaName, number> => ({
  calls: DAILY_QUOTAS.calls.limit,
  summaries: DAILY_QUOTAS.summaries.limit,
});

let limits = defaults();

/** Changes the limits (omitted ones go back to the defaults). */
export function setDailyLimits(changes: Partial<Record<DailyQuotaName, number>> = {}): void {
  limits = { ...defaults(), ...changes };
}

/** Counts one use for today, or throws the 429; returns how to give the use back. */
export async function consumeDailyQuota(
  name: DailyQuotaName,
  userId: string,
  now: Date,
): Promise<() => Promise<void>> {
  const id = `${name}:${userId}:${quotaDay(now)}`;
  const limit = limits[name];
  const record = db.quotas.findFirst((q) => q.where({ id }));
  if ((record?.hits ?? 0) >= limit) {
    throw new HttpError(429, dailyLimitReached(limit, DAILY_QUOTAS[name].what));
  }
  if (record) {
    await db.quotas.update((q) => q.where({ id }), {
      data(counter) {
        counter.hits += 1;
      },
    });
  } else {
    await db.quotas.create({ id, hits: 1 });
  }
  return async () => {
    await db.quotas.update((q) => q.where({ id }), {
      data(counter) {
        counter.hits = Math.max(0, counter.hits - 1);
      },
    });
  };
}
