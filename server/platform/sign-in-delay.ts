/**
 * The per-account limit on sign-in (issue 23, point 3), beside the per-client one: failed
 * sign-ins for one identifier, from whatever address, make the next attempt wait a delay that
 * grows with each failure. Never a lockout: the wait is at most 15 minutes, after which one more
 * attempt is allowed (so an attacker cannot keep the owner out for long), and a successful
 * sign-in clears the count. The count lives beside the rate limits (`rate_limits`, one slot per
 * failure, ids `account:<HMAC of the identifier>#<n>` under the server secret: the identifier is
 * never stored, nor a plain hash anyone could recompute from a list of addresses;
 * `reset_at` the time of the attempt); it is forgotten a day after the last failure.
 */
import type { RequestHandler } from 'express';
import { lookupKey } from '@/features/auth/service/auth';
import { signInDelayed } from '@/shared/api/details';
import { hmacHex } from '@/shared/lib/hmac';
import type { Collection } from '@/shared/store/port';
import { slotIds } from '@/shared/store/quota';
import type { QuotaRecord } from '@/shared/store/records';
import { claimSlot, storeErrorLogger, type LimitDeps } from './rate-limit';

/** Failed sign-ins allowed without a wait. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_MS = 24 * 3_600_000;

/** The wait after `failures` failed sign-ins: 15 s after the fifth, doubling, at most 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

async function accountBase(secret: string, identifier: string): Promise<string> {
  return `account:${await hmacHex(secret, lookupKey(identifier))}`;
}

type Claim = { allowed: true; slot: string } | { allowed: false; waitMs: number };

/**
 * The wait left after the failure in `slot` (a slot's `reset_at` is when it was claimed). None
 * under the free failures: a concurrent sign-in may have claimed its slot after this request
 * read the clock, and its `reset_at` a few milliseconds ahead is no reason to wait.
 */
function waitAfter(slot: QuotaRecord | null, now: Date): number {
  if (!slot) return 0;
  const delay = delayAfter(slot.hits);
  return delay === 0 ? 0 : Date.parse(slot.reset_at) + delay - now.getTime();
}

/**
 * Counts one attempt for the account unless it must wait. Each attempt claims a numbered slot
 * (`claimSlot`, lossless under concurrency); one that finds the slot before it too recent gives
 * its own back and waits, so concurrent guesses cannot all slip in under the free attempts.
 */
async function claim(quotas: Collection<QuotaRecord>, base: string, now: Date): Promise<Claim> {
  const latest = { sort: { hits: -1 } } as const;
  const last = await quotas.findOne({ id: slotIds(base) }, latest);
  if (last && Date.parse(last.reset_at) + FORGET_MS <= now.getTime()) {
    await quotas.remove({ id: slotIds(base) });
  } else if (waitAfter(last, now) > 0) {
    return { allowed: false, waitMs: waitAfter(last, now) };
  }
  const number = await claimSlot(quotas, base, now.toISOString());
  const slot = `${base}#${number}`;
  // The latest failure before this one (a refused attempt's slot is given back, so not
  // necessarily the number just below).
  const previous = await quotas.findOne({ id: slotIds(base), hits: { $lt: number } }, latest);
  if (waitAfter(previous, now) > 0) {
    await quotas.remove({ id: slot });
    return { allowed: false, waitMs: waitAfter(previous, now) };
  }
  return { allowed: true, slot };
}

/**
 * Before `POST /user/login`: answers 429 with the wait (and `Retry-After`) while the account's
 * delay runs; otherwise counts the attempt, clears the count on success and gives the attempt
 * back when the password was never checked (a refused body, a server error).
 */
export function delayFailedSignIns({
  quotas,
  logger,
  clock,
  secret,
}: LimitDeps & { secret: string }): RequestHandler {
  const storeFailed = storeErrorLogger(logger, 'account', clock);
  return async (request, response, next) => {
    const identifier = (request.body as { username?: unknown } | undefined)?.username;
    if (typeof identifier !== 'string' || lookupKey(identifier) === '') {
      next();
      return;
    }
    let base: string;
    let claimed: Claim;
    try {
      base = await accountBase(secret, identifier);
      claimed = await claim(quotas, base, clock());
    } catch (error) {
      // Like the per-client limit: a database hiccup must not stop everybody signing in.
      storeFailed.error(error);
      next();
      return;
    }
    if (!claimed.allowed) {
      const seconds = Math.max(1, Math.ceil(claimed.waitMs / 1000));
      request.log.warn({ ip: request.ip, wait_s: seconds }, 'sign-in delayed for the account');
      response.setHeader('Retry-After', String(seconds));
      response.status(429).json({ detail: signInDelayed(seconds) });
      return;
    }
    response.once('finish', () => {
      const settled =
        response.statusCode === 200
          ? quotas.remove({ id: slotIds(base) })
          : response.statusCode !== 401
            ? quotas.remove({ id: claimed.slot })
            : null;
      settled?.catch((error: unknown) =>
        request.log.error({ err: error }, 'could not settle the sign-in count'),
      );
    });
    next();
  };
}
