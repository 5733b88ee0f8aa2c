/**
 * Serves every contract endpoint (DESIGN.md sections 4 and 7): each Express route translates
 * the request into the shared pipeline (`src/backend/pipeline.ts`: admission, idempotency, the
 * service, the answer check) and writes its answer; the rate limits of sign-in, the email checks
 * and the interest form run before it. A known path with an undeclared method answers 405.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { handle, unrouted, type WireAnswer } from '@/backend/pipeline';
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
  const accountDelay = delayFailedSignIns({ ...counters, secret: config.IDEMPOTENCY_SECRET });
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
  const counters = { rateLimits: store.rateLimits, logger: deps.logger, clock: deps.clock };
  const before = limits(deps.config, counters);
  const router = Router();
  const endpoints = table.map(({ endpoint }) => endpoint);
  router.use((request, response, next) => {
    const answer = unrouted(endpoints, request.method, request.path);
    // An unknown path goes on (the webhooks, then the 404).
    if (!answer || answer.status === 404) next();
    else write(response, answer);
  });
  for (const { endpoint, service } of table) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](
      toColonPath(endpoint.path),
      ...(before.get(endpoint) ?? []),
      async (request, response) => {
        const wire = {
          params: request.params as Record<string, string>,
          query: request.query,
          body: request.body as unknown,
          authorization: request.get('authorization'),
          userAgent: request.get('user-agent'),
          idempotencyKey: request.get(IDEMPOTENCY_HEADER),
        };
        const context = { sessions, idempotency, now: deps.clock(), log: request.log };
        write(response, filteredAnswer(response, await handle(endpoint, service, wire, context)));
      },
    );
  }
  return router;
}
