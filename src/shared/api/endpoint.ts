/**
 * The shape of an endpoint definition. Each feature's `contract.ts` declares its endpoints once
 * with `defineEndpoint`; the client, the mock backend, the server and the OpenAPI generator all
 * read the same object. Only zod's types are imported here, so the home route carries no zod.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';

/** The error statuses an endpoint may answer with, each with body `{ "detail": string }`. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503;

export interface EndpointDef {
  method: HttpMethod;
  /** Path below the API base, with `{name}` path parameters: `/tradelines/{user_id}`. */
  path: `/${string}`;
  summary: string;
  access: Access;
  /** Which path parameter names a user that the caller must own (admins excepted). */
  owner?: string;
  params?: z.ZodType<Record<string, string>, Record<string, string | number>>;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status; 200 unless stated. */
  status?: 200 | 201 | 204;
  errors: readonly ErrorStatus[];
}

export function defineEndpoint<const D extends EndpointDef>(definition: D): D {
  return definition;
}

/** The header a creating POST may carry so a retry never creates twice (issue 16, point 7). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key's first answer is replayed: 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** 1 to 255 visible ASCII characters (a UUID from the client). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Every POST that creates something (answers 201 Created) accepts an `Idempotency-Key`. */
export function acceptsIdempotencyKey(endpoint: Pick<EndpointDef, 'method' | 'status'>): boolean {
  return endpoint.method === 'POST' && endpoint.status === 201;
}

/** How long a replayed key's first request may run before a retry may take the key over. */
export const IDEMPOTENCY_LOCK_MS = 60_000;

/** JSON with object keys sorted: what "the same body" is compared by. */
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

type Field<Key extends string, Schema> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a caller passes: path params, query and body as the schemas accept them. */
export type RequestInput<E extends EndpointDef> = Field<'params', E['params']> &
  Field<'query', E['query']> &
  Field<'body', E['body']>;

export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
}

/** Fills `{name}` placeholders, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** `/tradelines/{user_id}` → `/tradelines/:user_id`, the form Express and MSW route on. */
export function toColonPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/** Appends a query string, skipping undefined and null values. */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether a concrete path (`/events/abc`) fits a template (`/events/{id}`), segment by segment. */
function fitsTemplate(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, index) =>
      segment.startsWith('{') ? got[index] !== '' : segment === got[index],
    )
  );
}

/**
 * The methods a path answers to, from the endpoints served (HEAD with GET), or null when no
 * endpoint has that path: the `Allow` header of a 405 Method Not Allowed. Templates of the same
 * shape (`/events/{user_id}` GET, `/events/{id}` PUT) are one resource on the wire.
 */
export function allowedMethods(endpoints: Iterable<EndpointDef>, path: string): string[] | null {
  const methods = new Set<string>();
  for (const endpoint of endpoints) {
    if (!fitsTemplate(endpoint.path, path)) continue;
    methods.add(endpoint.method);
    if (endpoint.method === 'GET') methods.add('HEAD');
  }
  return methods.size > 0 ? [...methods].sort() : null;
}
