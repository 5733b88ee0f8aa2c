/**
 * Idempotent creates on the wire (issue 16, point 7): the header, its key's shape and window,
 * and which endpoints take one. The client sends it (`http.ts`), the OpenAPI document lists it,
 * and the request pipeline (`src/backend/pipeline.ts`) keeps the answers over the storage port
 * (`src/backend/idempotency.ts`).
 */
import type { EndpointDef, ErrorStatus } from './endpoint';

/** The header a creating POST may carry so a retry never creates twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key's first answer is replayed: 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** 1 to 255 visible ASCII characters (a UUID from the client). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Every POST that creates something (answers 201 Created) accepts an `Idempotency-Key`, except
 * one whose contract says `idempotent: false` because its answer holds a secret that must not
 * be stored (a SetupIntent's `client_secret`: docs/decisions.md, "Idempotency").
 */
export function acceptsIdempotencyKey(
  endpoint: Pick<EndpointDef, 'method' | 'status' | 'idempotent'>,
): boolean {
  return endpoint.method === 'POST' && endpoint.status === 201 && endpoint.idempotent !== false;
}

/**
 * The error statuses an endpoint may answer with: its contract's, plus 400 (a malformed key)
 * and 409 (a key reused with another body, or still in progress) where it takes an
 * `Idempotency-Key`. The OpenAPI document and the contract suite read this.
 */
export function documentedErrors(endpoint: EndpointDef): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors);
  if (acceptsIdempotencyKey(endpoint)) {
    statuses.add(400);
    statuses.add(409);
  }
  return [...statuses].sort((a, b) => a - b);
}
