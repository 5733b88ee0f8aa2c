/**
 * Serves every contract endpoint (DESIGN.md sections 4 and 7): each Express route translates
 * the request into the shared pipeline (`src/backend/pipeline.ts`: admission, idempotency, the
 * service, the answer check) and writes its answer; the rate limits of sign-in, the email checks
 * and the interest form run before it. A known path with an undeclared method answers 405.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { handle, resolveRoute, type WireAnswer } from '@/backend/pipeline';
import { serviceTable } from '@/backend/services';
import { accountEndpoints } from '@/features/account/contract';
import { authEndpoints } from '@/features/auth/contract';
import { planBuilderEndpoints } from '@/features/plan-builder/contract';
import { toColonPath, type EndpointDef } from '@/shared/api/endpoint';
import { IDEMPOTENCY_HEADER } from '@/shared/api/idempotency';
import { createIdempotency } from '@/backend/idempotency';
import { sessionDeps } from './auth';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { hashPassword, verifyPassword } from './passwords';
import { configuredQuota } from './quota';
import { limitPerMinute, type LimitDeps } from './rate-limit';
import { delayFailedSignIns, filteredAnswer } from './sign-in-delay';
import { gridFsFiles } from './files';
import { createMongoStore } from './store';
import type { Log } from '@/shared/api/service';

function write(response: Response, { status, headers, body }: WireAnswer) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (status === 204 || body === undefined) response.status(status).end();
  else response.status(status).json(body);
}

/** The limits some public endpoints have before the pipeline. */
function limits(config: Config, counters: LimitDeps): Map<EndpointDef, RequestHandler[]> {
  const limit = (name: string, perMinute: number) => limitPerMinute(counters, name, perMinute);
  const signIn = limit('auth', config.AUTH_RATE_LIMIT);
  const emailCheck = limit('email-check', config.EMAIL_CHECK_RATE_LIMIT);
  const accountDelay = delayFailedSignIns(counters);
  return new Map<EndpointDef, RequestHandler[]>([
    // Per client first, then per account: a guess at one account from many addresses waits too.
    [authEndpoints.login, [signIn, accountDelay]],
    [authEndpoints.register, [signIn]],
    [authEndpoints.googleAuth, [signIn]],
    // Account upkeep (issue 29) draws on the sign-in budget per client; the service limits the
    // mail per address.
    [accountEndpoints.forgotPassword, [signIn]],
    [accountEndpoints.resetPassword, [signIn]],
    [accountEndpoints.changePassword, [signIn]],
    [accountEndpoints.confirmEmail, [signIn]],
    [accountEndpoints.deleteAccount, [signIn]],
    [authEndpoints.checkEmail, [emailCheck]],
    [authEndpoints.checkAvailability, [emailCheck]],
    [planBuilderEndpoints.submitInterest, [limit('interest', config.EMAIL_CHECK_RATE_LIMIT)]],
  ]);
}

/** Path parameters decoded as Express decodes them, or null when one does not decode. */
function decodeParams(raw: Record<string, string>): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    for (const name in raw) params[name] = decodeURIComponent(raw[name]!);
  } catch {
    return null;
  }
  return params;
}

/** Where links in emails point: `APP_ORIGIN`, else this server. */
export function appOrigin(deps: AppDeps): string {
  return deps.config.APP_ORIGIN?.replace(/\/+$/, '') ?? `http://localhost:${deps.config.PORT}`;
}

/** The router of every contract endpoint, the 405 of undeclared methods first. */
export function contractRoutes(deps: AppDeps): Router {
  const store = { ...createMongoStore(deps.models), files: gridFsFiles(deps.connection) };
  const sessions = sessionDeps(deps.models);
  const idempotency = createIdempotency(store.idempotency, deps.config.IDEMPOTENCY_SECRET);
  const table = serviceTable({
    ...sessions,
    store,
    passwords: { hash: hashPassword, verify: verifyPassword },
    keySecret: deps.config.IDEMPOTENCY_SECRET,
    google: deps.google,
    billing: deps.billing,
    summarizer: deps.summarizer,
    quota: configuredQuota(deps),
    telephony: deps.telephony,
    rephrase: deps.rephraser?.rephrase.bind(deps.rephraser),
    classify: deps.rephraser?.classify.bind(deps.rephraser),
    inboxDomain: deps.config.INBOX_DOMAIN,
    mailer: deps.mailer,
    origin: () => appOrigin(deps),
  });
  const counters = {
    rateLimits: store.rateLimits,
    logger: deps.logger,
    clock: deps.clock,
    secret: deps.config.IDEMPOTENCY_SECRET,
  };
  const before = limits(deps.config, counters);
  const router = Router();
  const endpoints = table.map(({ endpoint }) => endpoint);

  async function serve(
    endpoint: EndpointDef,
    service: (typeof table)[number]['service'],
    params: Record<string, string>,
    request: Request,
    response: Response,
  ) {
    const wire = {
      params,
      query: request.query,
      body: request.body as unknown,
      authorization: request.get('authorization'),
      userAgent: request.get('user-agent'),
      idempotencyKey: request.get(IDEMPOTENCY_HEADER),
    };
    // The request's logger only when a line is written: reading `request.log` makes its child
    // logger (with the client's address), and most requests write no line.
    const log: Log = {
      info: (fields, message) => request.log.info(fields, message),
      warn: (fields, message) => request.log.warn(fields as object, message),
      error: (fields, message) => request.log.error(fields, message),
    };
    const context = { sessions, idempotency, now: deps.clock(), log };
    write(response, filteredAnswer(response, await handle(endpoint, service, wire, context)));
  }

  const services = new Map(table.map(({ endpoint, service }) => [endpoint, service]));
  router.use((request, response, next) => {
    const { answer, route } = resolveRoute(endpoints, request.method, request.path);
    if (answer && answer.status !== 404) {
      write(response, answer);
      return;
    }
    // The one endpoint this path and method name, served at once: Express would otherwise try
    // its hundred routes' patterns in turn. Anything else (a limit to run first, a parameter
    // that does not decode, a path only Express's looser matching takes) goes to the routes.
    const params = route && !before.has(route.endpoint) ? decodeParams(route.params) : null;
    if (route && params) {
      serve(route.endpoint, services.get(route.endpoint)!, params, request, response).catch(next);
    } else {
      // An unknown path goes on (the webhooks, then the 404).
      next();
    }
  });
  for (const { endpoint, service } of table) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](
      toColonPath(endpoint.path),
      ...(before.get(endpoint) ?? []),
      (request: Request, response: Response) =>
        serve(endpoint, service, request.params as Record<string, string>, request, response),
    );
  }
  return router;
}
