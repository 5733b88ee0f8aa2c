/**
 * Idempotent creates (issue 16, point 7), for every endpoint that takes an `Idempotency-Key`
 * (`acceptsIdempotencyKey`: each POST answering 201). `serve` runs every such request through
 * `begin`: the first request with a key records it as pending, runs, and stores its 2xx answer;
 * the same key and request within 24 hours gets that answer again without running; the same key
 * with another request answers 409, and so does one while the first is still running. An error
 * answer is not kept, so the retry of a failed action runs again. Keys are per caller (the user,
 * or nobody on public endpoints) and per route. Records live in MongoDB (`idempotency_keys`)
 * so every instance shares them; FerretDB has no TTL indexes, so expired ones go in code.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Schema, type Connection, type Model } from 'mongoose';
import { DETAILS } from '@/shared/api/details';
import {
  canonicalJson,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_LOCK_MS,
  IDEMPOTENCY_WINDOW_MS,
  type EndpointDef,
} from '@/shared/api/endpoint';
import { HttpError, isDuplicateKey } from './errors';

export interface IdempotencyDoc {
  /** SHA-256 of caller, route and key. */
  _id: string;
  /** SHA-256 of the request's path, query and body. */
  fingerprint: string;
  state: 'pending' | 'done';
  /** While pending: when a retry may take the key over (the first request died). */
  locked_until: Date;
  status: number | null;
  /** The answer's JSON text. */
  body: string | null;
  expires_at: Date;
}

const IdempotencySchema = new Schema<IdempotencyDoc>(
  {
    _id: { type: String, required: true },
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ['pending', 'done'], required: true },
    locked_until: { type: Date, required: true },
    status: { type: Number, default: null },
    body: { type: String, default: null },
    expires_at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function idempotencyModels(connection: Connection) {
  return {
    IdempotencyKey: connection.model<IdempotencyDoc>(
      'IdempotencyKey',
      IdempotencySchema,
      'idempotency_keys',
    ),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What `begin` decided: run the handler and `finish`, or send the stored answer. */
export type IdempotencyStep =
  | { kind: 'run'; finish(status: number, body: unknown): Promise<void>; abandon(): Promise<void> }
  | { kind: 'replay'; status: number; body: unknown };

export function createIdempotency(model: Model<IdempotencyDoc>) {
  let begun = 0;

  async function claim(
    _id: string,
    fingerprint: string,
    now: Date,
    attempt = 0,
  ): Promise<IdempotencyStep> {
    try {
      await model.create({
        _id,
        fingerprint,
        state: 'pending',
        locked_until: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
        status: null,
        body: null,
        expires_at: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS),
      });
    } catch (error) {
      if (!isDuplicateKey(error) || attempt > 1) throw error;
      const existing = await model.findById(_id).lean();
      const stale =
        existing &&
        (existing.expires_at <= now ||
          (existing.state === 'pending' && existing.locked_until <= now));
      if (!existing || stale) {
        // Gone meanwhile, expired, or its first request died: this request takes the key.
        if (existing) await model.deleteOne({ _id, expires_at: existing.expires_at });
        return claim(_id, fingerprint, now, attempt + 1);
      }
      if (existing.fingerprint !== fingerprint) {
        throw new HttpError(409, DETAILS.idempotencyKeyReused);
      }
      if (existing.state === 'pending' || existing.status === null) {
        throw new HttpError(409, DETAILS.idempotencyKeyInFlight);
      }
      return {
        kind: 'replay',
        status: existing.status,
        body: existing.body === null ? undefined : (JSON.parse(existing.body) as unknown),
      };
    }
    return {
      kind: 'run',
      async finish(status, body) {
        await model.updateOne(
          { _id },
          {
            $set: {
              state: 'done',
              status,
              body: body === undefined ? null : JSON.stringify(body),
            },
          },
        );
      },
      async abandon() {
        await model.deleteOne({ _id, state: 'pending' });
      },
    };
  }

  return {
    /**
     * Null when the request carries no key (it runs as usual); otherwise what to do. A key
     * that is not 1 to 255 visible ASCII characters is a 400.
     */
    async begin(
      endpoint: EndpointDef,
      request: Request,
      callerId: string | null,
      now: Date,
    ): Promise<IdempotencyStep | null> {
      const key = request.get(IDEMPOTENCY_HEADER);
      if (key === undefined) return null;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(400, DETAILS.idempotencyKeyInvalid);
      }
      begun += 1;
      if (begun % 200 === 0) {
        void model.deleteMany({ expires_at: { $lte: now } }).catch(() => undefined);
      }
      const _id = sha256(`${callerId ?? 'anonymous'}\n${endpoint.method} ${endpoint.path}\n${key}`);
      const fingerprint = sha256(
        canonicalJson({ path: request.path, query: request.query, body: request.body }),
      );
      return claim(_id, fingerprint, now);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
