/**
 * The shape of an endpoint definition. Each feature's `contract.ts` declares its endpoints once
 * with `defineEndpoint`; the client, the mock backend, the server and the OpenAPI generator all
 * read the same object. Only zod's types are imported here, so the home route carries no zod.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';

/** The error statuses an endpoint may answer with, each with body `{ "detail": string }`. */
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface EndpointDef {
  method: HttpMethod;
  /** Path below the API base, with `{name}` path parameters: `/tradelines/{user_id}`. */
  path: `/${string}`;
  summary: string;
  access: Access;
  /** Which path parameter names a user that the caller must own (admins excepted). */
  owner?: string;
  params?: z.ZodMiniType<Record<string, string>, Record<string, string | number>>;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** The success status; 200 unless stated. */
  status?: 200 | 201 | 204;
  errors: readonly ErrorStatus[];
  /**
   * `false` takes a creating POST out of idempotency: its answer holds a secret that must not
   * be stored (see `acceptsIdempotencyKey`).
   */
  idempotent?: false;
}

export function defineEndpoint<const D extends EndpointDef>(definition: D): D {
  return definition;
}

type Field<Key extends string, Schema> = Schema extends z.ZodMiniType
  ? undefined extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : // A query whose every field is optional (a list's `limit`) may be left out.
      Key extends 'query'
      ? Record<never, never> extends z.input<Schema>
        ? { [K in Key]?: z.input<Schema> }
        : { [K in Key]: z.input<Schema> }
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
