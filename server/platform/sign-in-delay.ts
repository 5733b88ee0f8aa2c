/**
 * The per-account limit on sign-in, beside the per-client one: failed sign-ins for one
 * identifier, from whatever address, make the next wrong guess wait a delay that grows with each
 * failure (at most 15 minutes). Never a lockout, even one an attacker keeps armed: once
 * `SHORT_DELAY_MS` has passed since the last failure the password is checked again, and the
 * right one signs in; a wrong one still meets the growing wait (the same 429, not counted, so it
 * cannot move the owner's short wait). A successful sign-in clears the count. The count lives beside the rate limits (`rate_limits`, one slot per
 * failure, ids `account:<HMAC of the identifier>#<n>` under the server secret: the identifier is
 * never stored, nor a plain hash anyone could recompute from a list of addresses;
 * `reset_at` the time of the attempt); it is forgotten a day after the last failure.
 */
import type { RequestHandler, Response } from 'express';
import { lookupKey } from '@/features/auth/service/auth';
import type { WireAnswer } from '@/backend/pipeline';
import { signInDelayed } from '@/shared/api/details';
import { hmacHex } from '@/shared/lib/hmac';
import type { Collection } from '@/shared/store/port';
import { slotIds } from '@/shared/store/quota';
import type { RateLimitRecord } from '@/shared/store/records';
import { claimSlot, storeErrorLogger, type LimitDeps } from './rate-limit';

/** Failed sign-ins allowed without a wait. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 15_000;
/** The most the right password ever waits after the last failure; it does not grow. */
export const SHORT_DELAY_MS = 15_000;
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

/**
 * `counted`: the attempt holds a failure slot (given back unless it fails). `probe`: the growing
 * wait runs but the short one is over, so the password is checked without counting, and a wrong
 * one is answered with the wait left (`waitMs`). `refused`: wait before anything is checked.
 */
type Claim =
  | { kind: 'counted'; slot: string }
  | { kind: 'probe'; waitMs: number }
  | { kind: 'refused'; waitMs: number };

/**
 * The wait left after the failure in `slot` (a slot's `reset_at` is when it was claimed). None
 * under the free failures: a concurrent sign-in may have claimed its slot after this request
 * read the clock, and its `reset_at` a few milliseconds ahead is no reason to wait.
 */
function waitAfter(slot: RateLimitRecord | null, now: Date): number {
  if (!slot) return 0;
  const delay = delayAfter(slot.hits);
  return delay === 0 ? 0 : Date.parse(slot.reset_at) + delay - now.getTime();
}

/** While the growing wait after `last` runs: refused within the short wait, else a probe. */
function waiting(last: RateLimitRecord, now: Date): Claim {
  const shortLeft = Date.parse(last.reset_at) + SHORT_DELAY_MS - now.getTime();
  return shortLeft > 0
    ? { kind: 'refused', waitMs: shortLeft }
    : { kind: 'probe', waitMs: waitAfter(last, now) };
}

/**
 * Counts one attempt for the account unless it must wait. Each attempt claims a numbered slot
 * (`claimSlot`, lossless under concurrency); one that finds the slot before it too recent gives
 * its own back and waits, so concurrent guesses cannot all slip in under the free attempts.
 */
async function claim(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  now: Date,
): Promise<Claim> {
  const latest = { sort: { hits: -1 } } as const;
  const last = await rateLimits.findOne({ id: slotIds(base) }, latest);
  if (last && Date.parse(last.reset_at) + FORGET_MS <= now.getTime()) {
    await rateLimits.remove({ id: slotIds(base) });
  } else if (last && waitAfter(last, now) > 0) {
    return waiting(last, now);
  }
  const number = await claimSlot(rateLimits, base, now.toISOString());
  const slot = `${base}#${number}`;
  // The latest failure before this one (a refused attempt's slot is given back, so not
  // necessarily the number just below).
  const previous = await rateLimits.findOne({ id: slotIds(base), hits: { $lt: number } }, latest);
  if (previous && waitAfter(previous, now) > 0) {
    await rateLimits.remove({ id: slot });
    return waiting(previous, now);
  }
  return { kind: 'counted', slot };
}

/**
 * Before `POST /user/login`: answers 429 with the wait (and `Retry-After`) while the account's
 * delay runs; otherwise counts the attempt, clears the count on success and gives the attempt
 * back when the password was never checked (a refused body, a server error).
 */
export function delayFailedSignIns({
  rateLimits,
  logger,
  clock,
  secret,
}: LimitDeps): RequestHandler {
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
      claimed = await claim(rateLimits, base, clock());
    } catch (error) {
      // Like the per-client limit: a database hiccup must not stop everybody signing in.
      storeFailed.error(error);
      next();
      return;
    }
    const delayed = (waitMs: number): WireAnswer => {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      request.log.warn({ ip: request.ip, wait_s: seconds }, 'sign-in delayed for the account');
      return {
        status: 429,
        headers: { 'Retry-After': String(seconds) },
        body: { detail: signInDelayed(seconds) },
      };
    };
    if (claimed.kind === 'refused') {
      const { status, headers, body } = delayed(claimed.waitMs);
      response.set(headers).status(status).json(body);
      return;
    }
    if (claimed.kind === 'probe') {
      // The wrong password (or no such account: the same 401) gets the growing wait's 429, as
      // if it had never been checked; only the right one learns anything.
      const waitMs = claimed.waitMs;
      setAnswerFilter(response, (answer) => (answer.status === 401 ? delayed(waitMs) : answer));
    }
    response.once('finish', () => {
      const settled =
        response.statusCode === 200
          ? rateLimits.remove({ id: slotIds(base) })
          : claimed.kind === 'counted' && response.statusCode !== 401
            ? rateLimits.remove({ id: claimed.slot })
            : null;
      settled?.catch((error: unknown) =>
        request.log.error({ err: error }, 'could not settle the sign-in count'),
      );
    });
    next();
  };
}

type AnswerFilter = (answer: WireAnswer) => WireAnswer;
const FILTER = 'signInAnswerFilter';

function setAnswerFilter(response: Response, filter: AnswerFilter): void {
  (response.locals as Record<string, unknown>)[FILTER] = filter;
}

/**
 * The answer the route writes: the pipeline's, unless a limit before it (the per-account delay's
 * probe) must answer otherwise once the password has been checked.
 */
export function filteredAnswer(response: Response, answer: WireAnswer): WireAnswer {
  const filter = (response.locals as Record<string, unknown>)[FILTER] as AnswerFilter | undefined;
  return filter ? filter(answer) : answer;
}
