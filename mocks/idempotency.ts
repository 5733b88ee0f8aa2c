/**
 * The mock's idempotent creates, as the server keeps them (server/platform/idempotency.ts): a
 * creating POST with an `Idempotency-Key` stores its 2xx answer for 24 hours per caller and
 * route; the same key and request gets that answer again without running, the same key with
 * another request answers 409. Requests in the mock run one at a time, so nothing is pending.
 */
import { DETAILS, HttpError } from '@/shared/api/details';
import {
  canonicalJson,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_WINDOW_MS,
  type EndpointDef,
} from '@/shared/api/endpoint';
import { db } from './db';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  endpoint: EndpointDef;
  request: Request;
  callerId: string | null;
  /** The parsed path, query and body: what "the same request" is compared by. */
  input: unknown;
  now: Date;
}

/** The stored answer to replay, or a `remember` to call with this request's own answer. */
export function idempotentStep({
  endpoint,
  request,
  callerId,
  input,
  now,
}: IdempotentRequest): StoredAnswer | { remember(answer: StoredAnswer): Promise<void> } | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, DETAILS.idempotencyKeyInvalid);
  const id = `${callerId ?? 'anonymous'}\n${endpoint.method} ${endpoint.path}\n${key}`;
  const fingerprint = canonicalJson(input);
  const stored = db.idempotency.findFirst((q) => q.where({ id }));
  if (stored && Date.parse(stored.expires_at) > now.getTime()) {
    if (stored.fingerprint !== fingerprint) throw new HttpError(409, DETAILS.idempotencyKeyReused);
    return { status: stored.status, body: JSON.parse(stored.body) as unknown };
  }
  if (stored) db.idempotency.delete((q) => q.where({ id }));
  return {
    async remember(answer) {
      if (answer.status < 200 || answer.status >= 300) return;
      await db.idempotency.create({
        id,
        fingerprint,
        status: answer.status,
        body: JSON.stringify(answer.body ?? null),
        expires_at: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString(),
      });
    },
  };
}
