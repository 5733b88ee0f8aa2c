/** Account upkeep: a forgotten password, account settings and sessions (issue 29). */
import { Router } from 'express';
import { accountEndpoints as api } from '@/features/account/contract';
import { createAccountService } from '@/features/account/service/account';
import { sessionDeps } from '../../platform/auth';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { limitPerMinute } from '../../platform/rate-limit';
import { createMongoStore } from '../../platform/store';

/** Where links in emails point: `APP_ORIGIN`, else this server. */
export function appOrigin(deps: AppDeps): string {
  return deps.config.APP_ORIGIN?.replace(/\/+$/, '') ?? `http://localhost:${deps.config.PORT}`;
}

export function accountRoutes(deps: AppDeps): Router {
  const router = Router();
  // Per client, the sign-in limit's own counter ('auth'): a reset, a password check and a
  // sign-in draw on one budget. Per address, the service counts the mail it sends.
  const perClient = [
    limitPerMinute({
      model: deps.models.RateLimit,
      logger: deps.logger,
      name: 'auth',
      perMinute: deps.config.AUTH_RATE_LIMIT,
      clock: deps.clock,
    }),
  ];
  const service = createAccountService({
    ...sessionDeps(deps.models),
    store: createMongoStore(deps.models),
    passwords: { hash: hashPassword, verify: verifyPassword },
    mailer: deps.mailer,
    origin: () => appOrigin(deps),
  });
  serveService(router, deps, api, service, {
    forgotPassword: perClient,
    resetPassword: perClient,
    changePassword: perClient,
  });
  return router;
}
