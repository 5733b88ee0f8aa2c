/**
 * Daily allowances of the paid actions on the server: the shared counter
 * (src/shared/store/quota.ts) in MongoDB's `rate_limits`, so every instance shares them.
 */
import { dailyQuota, type DailyQuota } from '@/shared/store/quota';
import type { AppDeps } from './deps';
import { createMongoStore } from './store';

/** The allowances of the server's configuration, counted in `rate_limits`. */
export function configuredQuota(deps: Pick<AppDeps, 'models' | 'config'>): DailyQuota {
  const limits = {
    calls: deps.config.CALL_DAILY_LIMIT,
    summaries: deps.config.SUMMARY_DAILY_LIMIT,
    practice: deps.config.PRACTICE_DAILY_LIMIT,
  };
  return dailyQuota(createMongoStore(deps.models).rateLimits, () => limits);
}
