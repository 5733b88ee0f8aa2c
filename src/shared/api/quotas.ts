/**
 * Daily allowances of the paid actions, per user and UTC day, the same on both backends: the
 * server reads its limits from its configuration (these are the defaults), the mock from
 * `mocks/quota.ts`. Beyond the limit the action answers 429 with `dailyLimitReached`.
 */
export const DAILY_QUOTAS = {
  /** `POST /start-call`: coached creditor calls. */
  calls: { limit: 20, what: 'calls' },
  /** `POST /emails/{user_id}/summarize`: weekly summaries from the paid model. */
  summaries: { limit: 10, what: 'summaries' },
  /** `POST /practice/{user_id}`: practice negotiations started by a subscriber. */
  practice: { limit: 30, what: 'practice sessions' },
} as const;

export type DailyQuotaName = keyof typeof DAILY_QUOTAS;

/** `2026-11-24`: the UTC day a use counts against. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The start of the next UTC day, when today's count stops mattering. */
export function quotaResetAt(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
