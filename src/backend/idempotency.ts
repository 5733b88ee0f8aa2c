/**
 * Idempotent creates, written once over the storage port for both backends (issue 16, point 7;
 * issue 24, point 1). The first request with a key claims it (`pending`), runs, and stores its
 * 2xx answer (`done`); the same key and request within 24 hours gets that answer again without
 * running; the same key with another request answers 409, and so does one while the first runs.
 * An error answer is not kept (the key is released), so the retry of a failed action runs again.
 * A pending key whose request died is taken over after `IDEMPOTENCY_LOCK_MS`.
 *
 * Nothing stored can give a secret away (issue 23, point 1): the key's id and the request's
 * fingerprint are HMACs under a server secret, and secret fields (passwords, client secrets)
 * are left out of the fingerprint's input and of the stored answer. When the service committed
 * but its answer could not be stored (issue 23, point 5), the key becomes `unfinished` for its
 * window: a retry answers 409, never a second create.
 */
import * as z from 'zod/mini';
import { DETAILS, HttpError } from '@/shared/api/details';
import type { EndpointDef } from '@/shared/api/endpoint';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_WINDOW_MS } from '@/shared/api/idempotency';
import { DateTimeSchema } from '@/shared/api/schemas';
import { hmacHex } from '@/shared/lib/hmac';
import { DuplicateKeyError, insertOnce, sweeper, type Collection } from '@/shared/store/port';

/** An `Idempotency-Key` and the first answer to it (its collection, `idempotency_keys`). */
export const IdempotencyRecordSchema = z.object({
  /** HMAC of the caller, the route and the key. */
  id: z.string(),
  /** HMAC of the request's parsed path, query and body, secret fields left out. */
  fingerprint: z.string(),
  /** Running, answered, or answered but the answer was lost (a retry answers 409). */
  state: z.enum(['pending', 'done', 'unfinished']),
  /** While pending: when a retry may take the key over (the first request died). */
  locked_until: DateTimeSchema,
  status: z.nullable(z.number().check(z.int())),
  /** The answer's JSON text, secret fields left out. */
  body: z.nullable(z.string()),
  expires_at: DateTimeSchema,
  /** The caller, so 'Delete my account' removes the answers kept for them. */
  user_id: z.optional(z.nullable(z.string())),
});
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;

/** How long a key's first request may run before a retry may take the key over. */
export const IDEMPOTENCY_LOCK_MS = 60_000;

/** Fields whose values are secrets: never part of a fingerprint or a stored answer. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'new_password',
  'current_password',
  'client_secret',
  'token',
  'id_token',
]);

/** The value without secret fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, item]) => [key, withoutSecrets(item)]),
    );
  }
  return value;
}

/** JSON with object keys sorted: what "the same request" is compared by. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What `begin` decided: run the service and `finish`, or send the stored answer. */
export type IdempotencyStep =
  | { kind: 'run'; finish(status: number, body: unknown): Promise<void>; abandon(): Promise<void> }
  | { kind: 'replay'; status: number; body: unknown };

export interface IdempotentRequest {
  endpoint: EndpointDef;
  /** The `Idempotency-Key` header, if any. */
  key: string | null | undefined;
  callerId: string | null;
  /** The parsed path, query and body. */
  input: unknown;
  now: Date;
}

export function createIdempotency(records: Collection<IdempotencyRecord>, secret: string) {
  const sweep = sweeper(200, (now) => records.remove({ expires_at: { $lte: now.toISOString() } }));
  const at = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

  async function claim(
    id: string,
    fingerprint: string,
    user_id: string | null,
    now: Date,
    attempt = 0,
  ): Promise<IdempotencyStep> {
    const expires_at = at(now, IDEMPOTENCY_WINDOW_MS);
    const locked_until = at(now, IDEMPOTENCY_LOCK_MS);
    const pending = {
      id,
      fingerprint,
      state: 'pending',
      locked_until,
      expires_at,
      user_id,
    } as const;
    if (!(await insertOnce(records, { ...pending, status: null, body: null }))) {
      // Taken: by this same request, another one, or a first request that died.
      if (attempt > 1) throw new DuplicateKeyError('idempotency_keys');
      const existing = await records.get(id);
      const stale =
        existing &&
        (Date.parse(existing.expires_at) <= now.getTime() ||
          (existing.state === 'pending' && Date.parse(existing.locked_until) <= now.getTime()));
      if (!existing || stale) {
        // Gone meanwhile, expired, or its first request died: this request takes the key.
        if (existing) await records.remove({ id, expires_at: existing.expires_at });
        return claim(id, fingerprint, user_id, now, attempt + 1);
      }
      if (existing.fingerprint !== fingerprint) {
        throw new HttpError(409, DETAILS.idempotencyKeyReused);
      }
      if (existing.state === 'unfinished') {
        throw new HttpError(409, DETAILS.idempotencyKeyUnfinished);
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
        const answer = body === undefined ? null : JSON.stringify(withoutSecrets(body));
        try {
          await records.update({ id }, { set: { state: 'done', status, body: answer } });
        } catch (error) {
          // The service committed, its answer is lost: hold the key for its whole window so a
          // retry answers 409 instead of creating again.
          await records
            .update({ id }, { set: { state: 'unfinished', locked_until: expires_at } })
            .catch(() => undefined);
          throw error;
        }
      },
      async abandon() {
        await records.remove({ id, state: 'pending' });
      },
    };
  }

  return {
    /**
     * Null when the request carries no key (it runs as usual); otherwise what to do. A key
     * that is not 1 to 255 visible ASCII characters is a 400.
     */
    async begin({ endpoint, key, callerId, input, now }: IdempotentRequest) {
      if (key === null || key === undefined) return null;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(400, DETAILS.idempotencyKeyInvalid);
      }
      sweep(now);
      const [id, fingerprint] = await Promise.all([
        hmacHex(secret, `${callerId ?? 'anonymous'}\n${endpoint.method} ${endpoint.path}\n${key}`),
        hmacHex(secret, canonicalJson(withoutSecrets(input))),
      ]);
      return claim(id, fingerprint, callerId ?? null, now);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
