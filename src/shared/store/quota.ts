/**
 * Daily allowances of the paid actions (creditor calls, email summaries), per user and UTC day,
 * for both backends through the storage port (on the server: `rate_limits`, beside the rate
 * limits). Each use is a record of its own, `daily:<name>:<user>:<day>#<n>` with n from 1 to
 * the limit, inserted under its unique id: two concurrent uses cannot both take one slot, and
 * a use that finds every slot taken is the 429. A counter updated with `$inc` is not safe here:
 * FerretDB 1.24 applies an update as a read then a write, so concurrent uses were lost (12 of
 * 12 went through a limit of 5) and two first uses both inserted the counter. Past days are
 * removed in code (FerretDB has no TTL).
 */
import { dailyLimitReached, HttpError } from '@/shared/api/details';
import { DAILY_QUOTAS, quotaDay, quotaResetAt, type DailyQuotaName } from '@/shared/api/quotas';
import { insertOnce, sweeper, type Collection } from './port';
import type { RateLimitRecord } from './records';

/** Gives back one use when the action failed on our side. */
export type Refund = () => Promise<void>;

export type DailyLimits = Readonly<Record<DailyQuotaName, number>>;

/** The ids of one counter's slots: `<base>#1`, `<base>#2`… (all between `<base>#` and `<base>$`). */
export const slotIds = (base: string) => ({ $gte: `${base}#`, $lt: `${base}$` });

/**
 * Takes a free slot of the counter `base` (at most `limit`), trying first the one after those
 * counted, then any other left free (a refund frees one in the middle); answers its id, or null
 * when all `limit` are taken. Reads at most `limit` ids.
 */
async function claimSlot(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  limit: number,
  resetAt: string,
): Promise<string | null> {
  const taken = new Set(
    (await rateLimits.select(['hits'], { id: slotIds(base) }, { limit })).map((slot) => slot.hits),
  );
  const free = Array.from({ length: limit }, (_, index) => index + 1).filter(
    (slot) => !taken.has(slot),
  );
  for (const slot of free) {
    const id = `${base}#${slot}`;
    if (await insertOnce(rateLimits, { id, hits: slot, reset_at: resetAt })) return id;
  }
  return null;
}

/**
 * A cap on records of one kind (a debt's logged offers), held under concurrency: each new record
 * first claims slot `<base>#<n>`, n counted from `first` (the records there are now, plus one),
 * under its unique id; a slot a concurrent claim took is refused and the next tried, and past
 * `limit` there is none (null). A count then an insert let 30 offers at once past a cap of 100
 * (112 stored). The slots never expire: remove one when its record is not written after all.
 */
export async function claimCappedSlot(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  first: number,
  limit: number,
): Promise<string | null> {
  for (let slot = first; slot <= limit; slot += 1) {
    const id = `${base}#${slot}`;
    if (await insertOnce(rateLimits, { id, hits: slot, reset_at: NEVER })) return id;
  }
  return null;
}

const NEVER = '9999-12-31T23:59:59.999Z';

export function dailyQuota(rateLimits: Collection<RateLimitRecord>, limits: () => DailyLimits) {
  const sweep = sweeper(200, (now) =>
    rateLimits.remove({
      id: { $gte: 'daily:', $lt: 'daily;' },
      reset_at: { $lte: now.toISOString() },
    }),
  );
  return {
    /** Counts one use for today, or answers 429 when the user has used today's allowance. */
    async consume(name: DailyQuotaName, userId: string, now: Date): Promise<Refund> {
      const limit = limits()[name];
      const base = `daily:${name}:${userId}:${quotaDay(now)}`;
      const id = await claimSlot(rateLimits, base, limit, quotaResetAt(now).toISOString());
      if (id === null) throw new HttpError(429, dailyLimitReached(limit, DAILY_QUOTAS[name].what));
      sweep(now);
      return async () => {
        await rateLimits.remove({ id });
      };
    },
  };
}

export type DailyQuota = ReturnType<typeof dailyQuota>;

/**
 * A fixed-window limit over the same collection (slots `<base>@<window start>#<n>`): the
 * sign-in throttle's per-address counterpart for actions that send mail (a reset link, a
 * verification link), counted whether or not the address has an account so the answer reveals
 * nothing, and inbound mail's per-inbox and per-sender limits. Answers the use's slot (removed to
 * give the use back), or null when the window already holds `limit` uses.
 */
/** The uses counted in the current window of `consumeWindow`'s counter `base`. */
export function windowUses(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  return rateLimits.count({ id: slotIds(windowId(base, windowMs, now)) });
}

const windowId = (base: string, windowMs: number, now: Date) =>
  `${base}@${new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString()}`;

export async function consumeWindow(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<string | null> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return claimSlot(
    rateLimits,
    windowId(base, windowMs, now),
    limit,
    new Date(start + windowMs).toISOString(),
  );
}
