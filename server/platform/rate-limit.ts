/**
 * Rate limits on sign-in, registration and the email checks (429 with a detail). Counters live
 * in MongoDB so every instance behind a load balancer shares them. FerretDB has no TTL indexes,
 * so expired windows are removed in code.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { Schema, type Connection, type Model } from 'mongoose';
import { DETAILS } from '@/shared/api/details';
import { isDuplicateKey } from './errors';
import type { Logger } from './logger';

export interface RateLimitDoc {
  /** `<prefix>:<client key>@<window start>#<n>`, `daily:…` (quotas), `account:…#<n>` (sign-in delays). */
  _id: string;
  hits: number;
  reset_at: Date;
}

const RateLimitSchema = new Schema<RateLimitDoc>(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    reset_at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function rateLimitModels(connection: Connection) {
  return { RateLimit: connection.model<RateLimitDoc>('RateLimit', RateLimitSchema, 'rate_limits') };
}

/** The ids of one counter's slots: `<base>#1`, `<base>#2`… (all between `<base>#` and `<base>$`). */
export function slotRange(base: string) {
  return { $gte: `${base}#`, $lt: `${base}$` };
}

/**
 * Counts one hit on the counter `base` and answers its number, without losing a hit to a
 * concurrent one: each hit inserts its own slot document (`<base>#<n>`), starting from the
 * number already counted, and a slot another hit took first is refused by the unique `_id`, so
 * the next one is tried. An `$inc`, even one upsert, is not enough: FerretDB 1.24 applies an
 * update as a read then a write, and 40 concurrent `$inc`s on one document left it at 3.
 * Past `stopAt` nothing more is stored (the caller only needs to know it is over).
 */
export async function claimSlot(
  model: Model<RateLimitDoc>,
  base: string,
  reset_at: Date,
  stopAt = Infinity,
): Promise<number> {
  let slot = (await model.countDocuments({ _id: slotRange(base) })) + 1;
  for (;;) {
    if (slot > stopAt) return slot;
    try {
      await model.create({ _id: `${base}#${slot}`, hits: slot, reset_at });
      return slot;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      slot += 1;
    }
  }
}

/**
 * One fixed window per client key (`<prefix>:<key>@<window start>`), counted with `claimSlot`:
 * concurrent hits at a window's start all count (a check-then-reset let each of them start the
 * window again at 1). A window holds at most `limit` documents.
 */
export class MongoRateLimitStore implements Store {
  windowMs = 60_000;
  readonly prefix: string;
  readonly localKeys = false;
  private limit = Infinity;
  private calls = 0;

  constructor(
    private readonly model: Model<RateLimitDoc>,
    prefix: string,
    private readonly clock: () => Date,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
  }

  private window(key: string, now: Date): { base: string; reset_at: Date } {
    const start = Math.floor(now.getTime() / this.windowMs) * this.windowMs;
    return { base: `${this.prefix}:${key}@${start}`, reset_at: new Date(start + this.windowMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    const { base, reset_at } = this.window(key, now);
    const totalHits = await claimSlot(this.model, base, reset_at, this.limit);
    this.calls += 1;
    if (this.calls % 200 === 0) void this.sweep(now);
    return { totalHits, resetTime: reset_at };
  }

  async decrement(key: string): Promise<void> {
    const { base } = this.window(key, this.clock());
    const last = await this.model
      .findOne({ _id: slotRange(base) })
      .sort({ hits: -1 })
      .lean();
    if (last) await this.model.deleteOne({ _id: last._id });
  }

  async resetKey(key: string): Promise<void> {
    await this.model.deleteMany({ _id: slotRange(this.window(key, this.clock()).base) });
  }

  /** Past windows of this limiter (FerretDB has no TTL indexes). */
  private async sweep(now: Date): Promise<void> {
    await this.model
      .deleteMany({
        _id: { $gte: `${this.prefix}:`, $lt: `${this.prefix};` },
        reset_at: { $lte: now },
      })
      .catch(() => undefined);
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

export interface LimitOptions {
  model: Model<RateLimitDoc>;
  logger: Logger;
  /** Which counter: `auth`, `email-check`. */
  name: string;
  perMinute: number;
  clock: () => Date;
}

export function limitPerMinute({
  model,
  logger,
  name,
  perMinute,
  clock,
}: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new MongoRateLimitStore(model, name, clock),
    // A database hiccup must not lock everybody out of signing in.
    passOnStoreError: true,
    logger: storeErrorLogger(logger, name, clock),
    handler(request, response) {
      request.log.warn({ limiter: name, ip: request.ip }, 'rate limit reached');
      response.status(429).json({ detail: DETAILS.rateLimited });
    },
  });
}
