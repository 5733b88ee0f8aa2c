/**
 * The mock's daily allowances of the paid actions: the shared counter (src/shared/store/quota.ts)
 * over the mock database, with the server's default limits; tests and demos may change them
 * with `setDailyLimits`.
 */
import { DAILY_QUOTAS, type DailyQuotaName } from '@/shared/api/quotas';
import { dailyQuota, type DailyLimits } from '@/shared/store/quota';
import { store } from './store';

const defaults = (): DailyLimits => ({
  calls: DAILY_QUOTAS.calls.limit,
  summaries: DAILY_QUOTAS.summaries.limit,
  practice: DAILY_QUOTAS.practice.limit,
});

let limits = defaults();

/** Changes the limits (omitted ones go back to the defaults). */
export function setDailyLimits(changes: Partial<Record<DailyQuotaName, number>> = {}): void {
  limits = { ...defaults(), ...changes };
}

export const quota = dailyQuota(store.rateLimits, () => limits);
