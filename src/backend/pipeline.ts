/**
 * The one request pipeline of both backends (DESIGN.md sections 6 and 7; issue 24, point 1).
 * `handle` takes a request as the backend read it and answers `{ status, headers, body }`; the
 * MSW handler (`mocks/handlers/index.ts`) and the Express route (`server/platform/
 * contract-route.ts`) only translate a request in and an answer out. In order: the bearer token
 * (401), the admin role (403), path/query/body validation with the contract's strict schemas
 * (400), ownership of the owner parameter (403, admins excepted) (`admit`); an
 * `Idempotency-Key` on a creating POST (`src/backend/idempotency.ts`); the service; its
 * answer checked with the response schema, which also drops any field the contract does not
 * name. Every error answer is `{ "detail": string }`.
 */
import type { SessionDeps } from '@/features/auth/service';
import { DETAILS, HttpError } from '@/shared/api/details';
import type { EndpointDef } from '@/shared/api/endpoint';
import { acceptsIdempotencyKey } from '@/shared/api/idempotency';
import { admit, answerOf, type RawRequest } from './admission';
import type { Idempotency } from './idempotency';
import type { Log, ServiceHandler } from '@/shared/store/service';

/** A request as a backend read it: the raw parts `admit` checks, and the idempotency key. */
export interface WireRequest extends RawRequest {
  idempotencyKey: string | null | undefined;
}

/** What a backend writes back. A `body` of undefined is an empty answer. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface PipelineContext {
  sessions: SessionDeps;
  idempotency: Idempotency;
  now: Date;
  log: Log;
}

const detail = (status: number, text: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body: { detail: text },
});

/** Serves one request of `endpoint` with the service's function. */
export async function handle(
  endpoint: EndpointDef,
  service: ServiceHandler<EndpointDef>,
  request: WireRequest,
  { sessions, idempotency, now, log }: PipelineContext,
): Promise<WireAnswer> {
  try {
    const admitted = await admit(endpoint, request, sessions, now, log);
    const step = acceptsIdempotencyKey(endpoint)
      ? await idempotency.begin({
          endpoint,
          key: request.idempotencyKey,
          callerId: admitted.user?.id ?? null,
          input: { params: admitted.params, query: admitted.query, body: admitted.body },
          now,
        })
      : null;
    if (step?.kind === 'replay') {
      return { status: step.status, headers: { 'Idempotent-Replayed': 'true' }, body: step.body };
    }
    let answer: ReturnType<typeof answerOf>;
    try {
      answer = answerOf(endpoint, await service({ ...admitted, now, log }));
      // An answer that breaks its own contract is a bug here, never the caller's fault.
      if ('breach' in answer) throw new Breach(answer.breach);
    } catch (error) {
      // Nothing was answered: the key is released, so the retry of a failed action runs again.
      await step?.abandon().catch(() => undefined);
      throw error;
    }
    // The service committed: its answer goes out even if it could not be kept for a replay
    // (the key then stays held, so a retry answers 409 rather than creating again).
    await step?.finish(answer.status, answer.body).catch((error: unknown) => {
      log.error(
        { err: error, path: endpoint.path },
        'the answer of an idempotent request was not kept',
      );
    });
    return { status: answer.status, headers: {}, body: answer.body };
  } catch (error) {
    if (error instanceof Breach) {
      log.error({ issues: error.message }, 'answer breaks its contract');
      return detail(500, DETAILS.serverError);
    }
    if (!(error instanceof HttpError)) throw error;
    if (error.status >= 500) log.warn({ err: error, path: endpoint.path }, error.detail);
    return detail(error.status, error.detail);
  }
}

class Breach extends Error {}

/** Whether a concrete path's segments fit a template's (`/events/{id}`), segment by segment. */
function fitsTemplate(want: readonly string[], got: readonly string[]): boolean {
  return (
    want.length === got.length &&
    want.every((segment, index) =>
      segment.startsWith('{') ? got[index] !== '' : segment === got[index],
    )
  );
}

/** The endpoints by their number of path segments, each with its template split once. */
type RouteIndex = Map<number, { endpoint: EndpointDef; segments: string[] }[]>;
const indexes = new WeakMap<object, RouteIndex>();

/**
 * The index of a list of endpoints, made on its first request: every request asks which
 * templates its path fits, and splitting a hundred templates each time was most of the cost.
 */
function routeIndex(endpoints: Iterable<EndpointDef>): RouteIndex {
  let index = indexes.get(endpoints);
  if (!index) {
    index = new Map();
    for (const endpoint of endpoints) {
      const segments = endpoint.path.split('/');
      const same = index.get(segments.length) ?? [];
      same.push({ endpoint, segments });
      index.set(segments.length, same);
    }
    indexes.set(endpoints, index);
  }
  return index;
}

/** A template's shape: `0` for each literal segment, `1` for each parameter (`/a/{id}` is `001`). */
function shape(template: string): string {
  return template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');
}

/**
 * Which of two templates a path that fits both belongs to: a literal segment wins over a
 * parameter in the same place, the leftmost difference deciding (`/user/sessions/end-others`
 * before `/user/sessions/{session_id}`). Negative when `a` comes first. Both backends serve their
 * endpoints in this order (`serviceTable`), so the first route that fits is the one that wins.
 */
export function bySpecificity(a: EndpointDef, b: EndpointDef): number {
  const left = shape(a.path);
  const right = shape(b.path);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The answer to a request no endpoint takes: a known API path with a method no contract
 * declares answers 405 with an `Allow` header (OPTIONS answers 204 with it), an unknown path
 * 404; null when an endpoint serves this method and path. Templates of the same shape
 * (`/events/{user_id}` GET, `/events/{id}` PUT) are one resource on the wire; HEAD goes with GET.
 * Of templates of different shapes that fit, the most literal one is the resource
 * (`bySpecificity`): `/user/sessions/end-others` allows POST only, not the DELETE of
 * `/user/sessions/{session_id}`.
 */
export function unrouted(
  endpoints: Iterable<EndpointDef>,
  method: string,
  path: string,
): WireAnswer | null {
  return resolveRoute(endpoints, method, path).answer;
}

/**
 * `unrouted`'s answer, and when it is null the one endpoint that serves this method and path with
 * its path parameters as they came (not yet decoded); `route` is null when none does or when more
 * than one could (a router then decides).
 */
export function resolveRoute(
  endpoints: Iterable<EndpointDef>,
  method: string,
  path: string,
): {
  answer: WireAnswer | null;
  route: { endpoint: EndpointDef; params: Record<string, string> } | null;
} {
  let resource: { endpoint: EndpointDef; segments: string[] }[] = [];
  const got = path.split('/');
  for (const entry of routeIndex(endpoints).get(got.length) ?? []) {
    if (!fitsTemplate(entry.segments, got)) continue;
    const order = resource[0] ? bySpecificity(entry.endpoint, resource[0].endpoint) : -1;
    if (order < 0) resource = [entry];
    else if (order === 0) resource.push(entry);
  }
  if (resource.length === 0) return { answer: detail(404, DETAILS.routeNotFound), route: null };
  const methods = new Set<string>();
  for (const { endpoint } of resource) {
    methods.add(endpoint.method);
    if (endpoint.method === 'GET') methods.add('HEAD');
  }
  if (methods.has(method)) {
    const serving = resource.filter(({ endpoint }) => endpoint.method === method);
    if (serving.length !== 1) return { answer: null, route: null };
    const { endpoint, segments } = serving[0]!;
    const params: Record<string, string> = {};
    segments.forEach((segment, index) => {
      if (segment.startsWith('{')) params[segment.slice(1, -1)] = got[index]!;
    });
    return { answer: null, route: { endpoint, params } };
  }
  const headers = { Allow: [...methods].sort().join(', ') };
  if (method === 'OPTIONS')
    return { answer: { status: 204, headers, body: undefined }, route: null };
  return { answer: detail(405, DETAILS.methodNotAllowed, headers), route: null };
}
