/**
 * Rate limits on sign-in, registration and the email checks (429 with a detail). Counters live
 * in MongoDB so every instance behind a load balancer shares them. FerretDB has no TTL indexes,
 * so expired windows are removed in code.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { DETAILS } from '@/shared/api/details';
import { hmacHex } from '@/shared/lib/hmac';
import { insertOnce, sweeper, type Collection } from '@/shared/store/port';
import { slotIds } from '@/shared/store/quota';
import type { RateLimitRecord } from '@/shared/store/records';
import type { Logger } from './logger';

/**
 * Counts one hit on the counter `base` and answers its number, without losing a hit to a
 * concurrent one: each hit inserts its own slot record (`<base>#<n>`), starting from the
 * number already counted, and a slot another hit took first is refused by the unique id, so
 * the next one is tried. An `$inc`, even one upsert, is not enough: FerretDB 1.24 applies an
 * update as a read then a write, and 40 concurrent `$inc`s on one document left it at 3.
 * Past `stopAt` nothing more is stored (the caller only needs to know it is over).
 */
export async function claimSlot(
  rateLimits: Collection<RateLimitRecord>,
  base: string,
  reset_at: string,
  stopAt = Infinity,
): Promise<number> {
  for (let slot = (await rateLimits.count({ id: slotIds(base) })) + 1; ; slot += 1) {
    const record = { id: `${base}#${slot}`, hits: slot, reset_at };
    if (slot > stopAt || (await insertOnce(rateLimits, record))) return slot;
  }
}

/**
 * One fixed window per client key (`<prefix>:<keyed>@<window start>`), counted with `claimSlot`:
 * concurrent hits at a window's start all count (a check-then-reset let each of them start the
 * window again at 1). A window holds at most `limit` records. The client's address is stored as
 * its HMAC under the server secret (`keyed`, HD-25), as the account counters are (HD-13).
 */
export class MongoRateLimitStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;
  private limit = Infinity;
  /** Past windows of this limiter, every 200 hits (FerretDB has no TTL indexes). */
  private readonly sweep = sweeper(200, (now) =>
    this.rateLimits.remove({
      id: { $gte: `${this.prefix}:`, $lt: `${this.prefix};` },
      reset_at: { $lte: now.toISOString() },
    }),
  );

  constructor(
    private readonly rateLimits: Collection<RateLimitRecord>,
    readonly prefix: string,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
  }

  private async window(key: string, now: Date): Promise<{ base: string; reset_at: Date }> {
    const start = Math.floor(now.getTime() / this.windowMs) * this.windowMs;
    const keyed = await hmacHex(this.secret, `${this.prefix}:${key}`);
    return { base: `${this.prefix}:${keyed}@${start}`, reset_at: new Date(start + this.windowMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    const { base, reset_at } = await this.window(key, now);
    const totalHits = await claimSlot(this.rateLimits, base, reset_at.toISOString(), this.limit);
    this.sweep(now);
    return { totalHits, resetTime: reset_at };
  }

  async decrement(key: string): Promise<void> {
    const { base } = await this.window(key, this.clock());
    const last = await this.rateLimits.findOne({ id: slotIds(base) }, { sort: { hits: -1 } });
    if (last) await this.rateLimits.remove({ id: last.id });
  }

  async resetKey(key: string): Promise<void> {
    await this.rateLimits.remove({ id: slotIds((await this.window(key, this.clock())).base) });
  }
}

/**
 * The limiter's store failed (a database hiccup): the request goes on without a limit, so
 * nobody is locked out of signing in, and that is logged at error level once a minute (with how
 * many were let through), never once per request.
 */
export function storeErrorLogger(logger: Logger, name: string, clock: () => Date) {
  let lastLogged = -Infinity;
  let unlogged = 0;
  const error = (err: unknown) => {
    unlogged += 1;
    const now = clock().getTime();
    if (now - lastLogged < 60_000) return;
    logger.error(
      { err, limiter: name, requests_let_through: unlogged },
      'rate limit store failed: requests pass without a limit',
    );
    lastLogged = now;
    unlogged = 0;
  };
  return { error, warn: (err: unknown, message?: string) => logger.warn({ err }, message) };
}

/**
 * Where the limits count (the registry's `rateLimits`: `rate_limits`), where they log, the clock,
 * and the secret their keys are hashed under.
 */
export interface LimitDeps {
  rateLimits: Collection<RateLimitRecord>;
  logger: Logger;
  clock: () => Date;
  secret: string;
}

/** `perMinute` requests a minute per client on the counter `name` (`auth`, `email-check`). */
export function limitPerMinute(
  { rateLimits, logger, clock, secret }: LimitDeps,
  name: string,
  perMinute: number,
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new MongoRateLimitStore(rateLimits, name, clock, secret),
    // A database hiccup must not lock everybody out of signing in.
    passOnStoreError: true,
    logger: storeErrorLogger(logger, name, clock),
    handler(request, response) {
      request.log.warn({ limiter: name, ip: request.ip }, 'rate limit reached');
      response.status(429).json({ detail: DETAILS.rateLimited });
    },
  });
}
