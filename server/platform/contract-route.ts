/**
 * Serves one contract endpoint (DESIGN.md sections 4 and 7). In order: the bearer token (401),
 * the admin role (403), path/query/body validation with the contract's strict schemas (400:
 * unknown fields, wrong types and `$`-operators are refused), ownership of the contract's owner
 * parameter (403, admins excepted); an `Idempotency-Key` on a creating POST (see
 * `idempotency.ts`); then the handler runs and its answer is parsed with the response schema,
 * which also drops any field the contract does not name.
 */
import type { RequestHandler, Response, Router } from 'express';
import { admit, answerOf } from '@/features/auth/service/admission';
import { DETAILS } from '@/shared/api/details';
import {
  allowedMethods,
  acceptsIdempotencyKey,
  toColonPath,
  type EndpointDef,
} from '@/shared/api/endpoint';
import { boundEndpoints, type Service, type ServiceHandler } from '@/shared/store/service';
import { sessionDeps } from './auth';
import type { AppDeps } from './deps';
import { HttpError } from './errors';
import { createIdempotency, type Idempotency } from './idempotency';

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

/** Mounts a service's function for `endpoint`, after any extra middleware (rate limits). */
function serve(
  router: Router,
  deps: AppDeps,
  endpoint: EndpointDef,
  handler: ServiceHandler<EndpointDef>,
  before: RequestHandler[],
): void {
  served.add(endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const sessions = sessionDeps(deps.models);
  router[method](toColonPath(endpoint.path), ...before, async (request, response) => {
    const now = deps.clock();
    const raw = {
      params: request.params as Record<string, string>,
      query: request.query,
      body: request.body as unknown,
      authorization: request.get('authorization'),
      userAgent: request.get('user-agent'),
    };
    const admitted = await admit(endpoint, raw, sessions, now, request.log);
    const step = acceptsIdempotencyKey(endpoint)
      ? await idempotencyOf(deps).begin(endpoint, request, admitted.user?.id ?? null, now)
      : null;
    if (step?.kind === 'replay') {
      response.setHeader('Idempotent-Replayed', 'true');
      write(response, step.status, step.body);
      return;
    }
    try {
      const answer = answerOf(endpoint, await handler({ ...admitted, now, log: request.log }));
      if ('breach' in answer) {
        // An answer that breaks its own contract is a bug here, never the caller's fault.
        request.log.error({ issues: answer.breach }, 'answer breaks its contract');
        throw new HttpError(500, DETAILS.serverError);
      }
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
 * Mounts every endpoint of a service: the shared checks (`admit`), then the service's function,
 * then the answer checked against the contract. `before` adds middleware (rate limits) to the
 * endpoints it names.
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
    serve(router, deps, endpoint, handler, before[names.get(endpoint)!] ?? []);
  }
}
