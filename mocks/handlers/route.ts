/**
 * The plumbing every mock handler shares, with the server's rules (DESIGN.md sections 6, 7 and
 * 9): the route comes from the contract, an active scenario answers first, then the bearer token
 * (401), the admin role (403), path/query/body validation (400) and ownership of `{user_id}`
 * (403, admins excepted) are checked before the resolver runs; its answer is checked against
 * the contract's response schema. Every error answer is `{ "detail": string }`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { DETAILS, HttpError, describeIssues } from '@/shared/api/details';
import {
  allowedMethods,
  acceptsIdempotencyKey,
  pathParamNames,
  toColonPath,
  type EndpointDef,
} from '@/shared/api/endpoint';
import {
  boundEndpoints,
  silentLog,
  type Caller,
  type Service,
  type ServiceContext,
} from '@/shared/store/service';
import { authenticate, type SessionDeps } from '@/features/auth/service/sessions';
import { idempotentStep } from '../idempotency';
import { scenarioFor } from '../scenarios';
import { ensureSeeded } from '../seed';
import { store } from '../store';

export { HttpError };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends EndpointDef> {
  request: Request;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; always present on user and admin endpoints. */
  user: E['access'] extends 'public' ? Caller | null : Caller;
  /** The session of the caller's token (what logout revokes). */
  sessionId: string | null;
  now: Date;
}

type Awaitable<T> = T | Promise<T>;
export type Resolver<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Awaitable<z.input<E['response']>>;

/** The path every backend answers on, for any origin: `*\/api/tradelines/:user_id`. */
export function mockPath(endpoint: EndpointDef): string {
  return `*/api${toColonPath(endpoint.path)}`;
}

export function errorResponse(status: number, detail: string): Response {
  return HttpResponse.json({ detail }, { status });
}

/** Every endpoint the mock serves, for the `Allow` header of a 405. */
const served = new Set<EndpointDef>();

/** The MSW handler of one contract endpoint. */
export function route<E extends EndpointDef>(endpoint: E, resolve: Resolver<E>): HttpHandler {
  served.add(endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    await ensureSeeded();
    const scenario = scenarioFor(endpoint);
    if (scenario) return scenario.respond();
    try {
      const context = await buildContext(endpoint, request, params);
      const step = acceptsIdempotencyKey(endpoint)
        ? idempotentStep({
            endpoint,
            request,
            callerId: context.user?.id ?? null,
            input: { params: context.params, query: context.query, body: context.body },
            now: context.now,
          })
        : null;
      if (step && 'status' in step) {
        return HttpResponse.json(step.body as never, {
          status: step.status,
          headers: { 'Idempotent-Replayed': 'true' },
        });
      }
      const response = respond(endpoint, await resolve(context));
      if (step) await step.remember({ status: response.status, body: await readAnswer(response) });
      return response;
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.detail);
      throw error;
    }
  });
}

/** The MSW handlers of a service: contract parsing, then the service's function. */
export function serviceHandlers<Api extends Record<string, EndpointDef>>(
  api: Api,
  service: Service<Api>,
): HttpHandler[] {
  return boundEndpoints(api, service).map(([endpoint, handler]) =>
    route(endpoint, (context) =>
      handler({ ...context, log: silentLog } as ServiceContext<EndpointDef>),
    ),
  );
}

/** The mock's sessions: a token is its own hash, so the personas' ready tokens are session ids. */
export const mockSessions: SessionDeps = { store, hashToken: (token) => token };

/**
 * Last in the handler list, as on the server: a known API path with a method no contract
 * declares answers 405 with an `Allow` header (OPTIONS answers 204 with it), an unknown one 404.
 */
export const methodNotAllowedHandler = http.all('*/api/*', ({ request }) => {
  const { pathname } = new URL(request.url);
  const allowed = allowedMethods(served, pathname.slice(pathname.indexOf('/api/') + 4));
  if (!allowed) return errorResponse(404, DETAILS.routeNotFound);
  if (allowed.includes(request.method)) return undefined;
  const headers = { Allow: allowed.join(', ') };
  if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 204, headers });
  return HttpResponse.json({ detail: DETAILS.methodNotAllowed }, { status: 405, headers });
});

async function buildContext<E extends EndpointDef>(
  endpoint: E,
  request: Request,
  rawParams: Record<string, string | readonly string[] | undefined>,
): Promise<RouteContext<E>> {
  const now = new Date();
  const session =
    endpoint.access === 'public' ? await optionalCaller(request, now) : await caller(request, now);
  const user = session?.caller ?? null;
  if (endpoint.access === 'admin' && user?.role !== 'admin') {
    throw new HttpError(403, DETAILS.adminOnly);
  }

  const params = parse(endpoint.params, pathValues(endpoint, rawParams));
  const query = parse(endpoint.query, queryObject(request));
  const body = endpoint.body ? parse(endpoint.body, await readJson(request)) : undefined;

  if (endpoint.owner && user) {
    const owner = [params, query, body]
      .map((part) => (part as Record<string, unknown> | undefined)?.[endpoint.owner!])
      .find((value) => typeof value === 'string');
    if (owner !== undefined && owner !== user.id && user.role !== 'admin') {
      throw new HttpError(403, DETAILS.notYours);
    }
  }
  const sessionId = session?.sessionId ?? null;
  return { request, params, query, body, user, sessionId, now } as RouteContext<E>;
}

/** The caller of a request's bearer token and its session; 401 when missing, unknown, revoked or expired. */
function caller(request: Request, now: Date) {
  return authenticate(mockSessions, request.headers.get('Authorization'), now);
}

/** The caller on a public endpoint: none without a valid token. */
async function optionalCaller(request: Request, now: Date) {
  if (!request.headers.get('Authorization')) return null;
  return caller(request, now).catch(() => null);
}

/** The contract's path parameters only (MSW also reports the `*` origin wildcard). */
function pathValues(
  endpoint: EndpointDef,
  raw: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of pathParamNames(endpoint.path)) {
    const value = raw[key];
    if (typeof value === 'string') values[key] = value;
    else if (value && value[0] !== undefined) values[key] = value[0];
  }
  return values;
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, DETAILS.invalidJson);
  }
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues));
  return result.data as Out<S>;
}

/** The JSON a response carries, read from a copy so the response itself can still be sent. */
async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function respond(endpoint: EndpointDef, answer: unknown): Response {
  const status = endpoint.status ?? 200;
  if (status === 204) return new HttpResponse(null, { status });
  const checked = endpoint.response.safeParse(answer);
  if (!checked.success) {
    // A mock that breaks its own contract is a bug in the mock: say so loudly.
    const detail = `The mock answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${describeIssues(checked.error.issues)}`;
    console.error(detail);
    return errorResponse(500, detail);
  }
  return HttpResponse.json(checked.data as never, { status });
}
/** A fresh id in the shape of a MongoDB ObjectId. */
export function newObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
