/**
 * Rate limits on sign-in, registration and the email checks (429 with a detail). Counters live
 * in MongoDB so every instance behind a load balancer shares them. FerretDB has no TTL indexes,
 * so expired windows are removed in code.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { Schema, type Connection, type Model } from 'mongoose';
import { DETAILS } from '@/shared/api/details';

export interface RateLimitDoc {
  /** `<prefix>:<client key>`. */
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

/** One fixed window per client key, counted with atomic `$inc`s. */
export class MongoRateLimitStore implements Store {
  windowMs = 60_000;
  readonly prefix: string;
  readonly localKeys = false;
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
  }

  private id(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const _id = this.id(key);
    const now = this.clock();
    const counted = await this.model.updateOne(
      { _id, reset_at: { $gt: now } },
      { $inc: { hits: 1 } },
    );
    if (counted.matchedCount === 0) {
      await this.model.updateOne(
        { _id },
        { $set: { hits: 1, reset_at: new Date(now.getTime() + this.windowMs) } },
        { upsert: true },
      );
    }
    this.calls += 1;
    if (this.calls % 200 === 0) void this.sweep(now);
    const record = await this.model.findById(_id).lean();
    return {
      totalHits: record?.hits ?? 1,
      resetTime: record?.reset_at ?? new Date(now.getTime() + this.windowMs),
    };
  }

  async decrement(key: string): Promise<void> {
    await this.model.updateOne({ _id: this.id(key), hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await this.model.deleteOne({ _id: this.id(key) });
  }

  private async sweep(now: Date): Promise<void> {
    await this.model.deleteMany({ reset_at: { $lte: now } }).catch(() => undefined);
  }
}

export interface LimitOptions {
  model: Model<RateLimitDoc>;
  /** Which counter: `auth`, `email-check`. */
  name: string;
  perMinute: number;
  clock: () => Date;
}

export function limitPerMinute({ model, name, perMinute, clock }: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new MongoRateLimitStore(model, name, clock),
    // A database hiccup must not lock everybody out of signing in.
    passOnStoreError: true,
    handler(request, response) {
      request.log.warn({ limiter: name, ip: request.ip }, 'rate limit reached');
      response.status(429).json({ detail: DETAILS.rateLimited });
    },
  });
}
