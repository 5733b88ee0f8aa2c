/**
 * Serves one contract endpoint (DESIGN.md sections 4 and 7). In order: the bearer token (401),
 * the admin role (403), path/query/body validation with the contract's strict schemas (400:
 * unknown fields, wrong types and `$`-operators are refused), ownership of the contract's owner
 * parameter (403, admins excepted); an `Idempotency-Key` on a creating POST (see
 * `idempotency.ts`); then the handler runs and its answer is parsed with the response schema,
 * which also drops any field the contract does not name.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { DETAILS, describeIssues } from '@/shared/api/details';
import {
  allowedMethods,
  acceptsIdempotencyKey,
  pathParamNames,
  toColonPath,
  type EndpointDef,
} from '@/shared/api/endpoint';
import { boundEndpoints, type Service, type ServiceContext } from '@/shared/store/service';
import { authenticate, type Caller } from './auth';
import type { AppDeps } from './deps';
import { HttpError } from './errors';
import { createIdempotency, type Idempotency } from './idempotency';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; present on user and admin endpoints. */
  user: E['access'] extends 'public' ? null : Caller;
  /** The caller's session, for logout. */
  sessionId: E['access'] extends 'public' ? null : string;
  now: Date;
  request: Request;
}

export type Handler<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues));
  return result.data as Out<S>;
}

/** The contract's path parameters only. */
function pathValues(endpoint: EndpointDef, raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, raw[name] ?? '']));
}

function ownerOf(endpoint: EndpointDef, parts: unknown[]): string | undefined {
  if (!endpoint.owner) return undefined;
  return parts
    .map((part) => (part as Record<string, unknown> | undefined)?.[endpoint.owner!])
    .find((value): value is string => typeof value === 'string');
}

/** The answer to send: the success status and the body parsed with the response schema. */
function answerOf(
  endpoint: EndpointDef,
  request: Request,
  answer: unknown,
): { status: number; body: unknown } {
  const status = endpoint.status ?? 200;
  if (status === 204) return { status, body: undefined };
  const checked = endpoint.response.safeParse(answer);
  if (!checked.success) {
    // An answer that breaks its own contract is a bug here, never the caller's fault.
    request.log.error(
      {
        endpoint: `${endpoint.method} ${endpoint.path}`,
        issues: describeIssues(checked.error.issues),
      },
      'answer breaks its contract',
    );
    throw new HttpError(500, DETAILS.serverError);
  }
  return { status, body: checked.data };
}

function write(response: Response, status: number, body: unknown): void {
  if (status === 204 || body === undefined) response.status(status).end();
  else response.status(status).json(body);
}

/** One idempotency store per app (per set of models). */
const stores = new WeakMap<object, Idempotency>();
function idempotencyOf(deps: AppDeps): Idempotency {
  let store = stores.get(deps.models);
  if (!store) {
    store = createIdempotency(deps.models.IdempotencyKey);
    stores.set(deps.models, store);
  }
  return store;
}

/** Every endpoint this process serves, for the `Allow` header of a 405. */
const served = new Set<EndpointDef>();

/**
 * A known API path with a method no contract declares answers 405 Method Not Allowed with an
 * `Allow` header (OPTIONS answers 204 with it); an unknown path goes on to the 404.
 */
export const methodNotAllowed: RequestHandler = (request, response, next) => {
  const allowed = allowedMethods(served, request.path);
  if (!allowed || allowed.includes(request.method)) {
    next();
    return;
  }
  response.setHeader('Allow', allowed.join(', '));
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  throw new HttpError(405, DETAILS.methodNotAllowed);
};

/** Mounts `handler` for `endpoint` on the router, after any extra middleware (rate limits). */
export function serve<E extends EndpointDef>(
  router: Router,
  deps: AppDeps,
  endpoint: E,
  handler: Handler<E>,
  ...before: RequestHandler[]
): void {
  served.add(endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](toColonPath(endpoint.path), ...before, async (request, response) => {
    const now = deps.clock();
    let user: Caller | null = null;
    let sessionId: string | null = null;
    if (endpoint.access !== 'public') {
      const session = await authenticate(deps.models, request.get('authorization'), now);
      user = session.caller;
      sessionId = session.sessionId;
      if (endpoint.access === 'admin' && user.role !== 'admin') {
        request.log.warn({ user_id: user._id, path: request.path }, 'admin access refused');
        throw new HttpError(403, DETAILS.adminOnly);
      }
    }
    const params = parse(
      endpoint.params,
      pathValues(endpoint, request.params as Record<string, string>),
    );
    const query = parse(endpoint.query, request.query);
    const body = parse(endpoint.body, request.body);
    const owner = ownerOf(endpoint, [params, query, body]);
    if (user && owner !== undefined && owner !== user._id && user.role !== 'admin') {
      request.log.warn({ user_id: user._id, path: request.path }, 'access to another user refused');
      throw new HttpError(403, DETAILS.notYours);
    }
    const context = { params, query, body, user, sessionId, now, request } as RouteContext<E>;
    const step = acceptsIdempotencyKey(endpoint)
      ? await idempotencyOf(deps).begin(endpoint, request, user?._id ?? null, now)
      : null;
    if (step?.kind === 'replay') {
      response.setHeader('Idempotent-Replayed', 'true');
      write(response, step.status, step.body);
      return;
    }
    try {
      const answer = answerOf(endpoint, request, await handler(context));
      await step?.finish(answer.status, answer.body);
      write(response, answer.status, answer.body);
    } catch (error) {
      // An error answer is not kept: the retry of a failed action runs again.
      await step?.abandon().catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Mounts every endpoint of a service: contract parsing, then the service's function. `before`
 * adds middleware (rate limits) to the endpoints it names.
 */
export function serveService<Api extends Record<string, EndpointDef>>(
  router: Router,
  deps: AppDeps,
  api: Api,
  service: Service<Api>,
  before: Partial<Record<keyof Api, RequestHandler[]>> = {},
): void {
  const names = new Map(Object.entries(api).map(([name, endpoint]) => [endpoint, name]));
  for (const [endpoint, handler] of boundEndpoints(api, service)) {
    const extra = before[names.get(endpoint)!] ?? [];
    serve(
      router,
      deps,
      endpoint,
      ({ user, request, ...context }) =>
        handler({
          ...context,
          user: user && {
            id: user._id,
            username: user.username,
            email: user.email,
            role: user.role,
          },
          log: request.log,
        } as ServiceContext<EndpointDef>),
      ...extra,
    );
  }
}
