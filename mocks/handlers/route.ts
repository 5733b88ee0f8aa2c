/**
 * The plumbing every mock handler shares, with the server's rules (DESIGN.md sections 6, 7 and
 * 9): the route comes from the contract, an active scenario answers first, then the bearer token
 * (401), the admin role (403), path/query/body validation (400) and ownership of `{user_id}`
 * (403, admins excepted) are checked before the resolver runs; its answer is checked against
 * the contract's response schema. Every error answer is `{ "detail": string }`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { admit, answerOf } from '@/features/auth/service/admission';
import { DETAILS, HttpError } from '@/shared/api/details';
import {
  allowedMethods,
  acceptsIdempotencyKey,
  toColonPath,
  type EndpointDef,
} from '@/shared/api/endpoint';
import {
  boundEndpoints,
  silentLog,
  type Admitted,
  type Service,
  type ServiceContext,
} from '@/shared/store/service';
import type { SessionDeps } from '@/features/auth/service/sessions';
import { idempotentStep } from '../idempotency';
import { scenarioFor } from '../scenarios';
import { ensureSeeded } from '../seed';
import { store } from '../store';

export { HttpError };

export type RouteContext<E extends EndpointDef> = Admitted<E> & { request: Request; now: Date };

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

/** The MSW handler of one contract endpoint: the shared checks (`admit`), then `resolve`. */
export function route<E extends EndpointDef>(endpoint: E, resolve: Resolver<E>): HttpHandler {
  served.add(endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    await ensureSeeded();
    const scenario = scenarioFor(endpoint);
    if (scenario) return scenario.respond(request);
    try {
      const now = new Date();
      const raw = {
        params,
        query: Object.fromEntries(new URL(request.url).searchParams.entries()),
        body: endpoint.body ? await readJson(request) : undefined,
        authorization: request.headers.get('Authorization'),
      };
      const admitted = await admit(endpoint, raw, mockSessions, now, silentLog);
      const step = acceptsIdempotencyKey(endpoint)
        ? idempotentStep({
            endpoint,
            request,
            callerId: admitted.user?.id ?? null,
            input: { params: admitted.params, query: admitted.query, body: admitted.body },
            now,
          })
        : null;
      if (step && 'status' in step) {
        return HttpResponse.json(step.body as never, {
          status: step.status,
          headers: { 'Idempotent-Replayed': 'true' },
        });
      }
      const answer = answerOf(endpoint, await resolve({ ...admitted, request, now }));
      if ('breach' in answer) {
        // A mock that breaks its own contract is a bug in the mock: say so loudly.
        console.error(answer.breach);
        return errorResponse(500, answer.breach);
      }
      if (step) await step.remember(answer);
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body as never, { status: answer.status });
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
 * Only paths under `/api/` are the API's: the dev server's modules (`/src/shared/api/http.ts`)
 * pass through.
 */
export const methodNotAllowedHandler = http.all('*/api/*', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith('/api/')) return undefined;
  const allowed = allowedMethods(served, pathname.slice('/api'.length));
  if (!allowed) return errorResponse(404, DETAILS.routeNotFound);
  if (allowed.includes(request.method)) return undefined;
  const headers = { Allow: allowed.join(', ') };
  if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 204, headers });
  return HttpResponse.json({ detail: DETAILS.methodNotAllowed }, { status: 405, headers });
});

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, DETAILS.invalidJson);
  }
}
