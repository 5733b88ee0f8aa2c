/** Sign-in, registration, the email checks, Google identity, sign-up details and sign-out. */
import { Router } from 'express';
import { authEndpoints as api } from '@/features/auth/contract';
import { createAuthService } from '@/features/auth/service/auth';
import { sessionDeps } from '../../platform/auth';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { limitPerMinute } from '../../platform/rate-limit';
import { delayFailedSignIns } from '../../platform/sign-in-delay';
import { createMongoStore } from '../../platform/store';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const limit = (name: string, perMinute: number) => [
    limitPerMinute({
      model: deps.models.RateLimit,
      logger: deps.logger,
      name,
      perMinute,
      clock: deps.clock,
    }),
  ];
  const signIn = limit('auth', deps.config.AUTH_RATE_LIMIT);
  const emailCheck = limit('email-check', deps.config.EMAIL_CHECK_RATE_LIMIT);
  const service = createAuthService({
    ...sessionDeps(deps.models),
    store: createMongoStore(deps.models),
    passwords: { hash: hashPassword, verify: verifyPassword },
    google: deps.google,
  });
  serveService(router, deps, api, service, {
    // Per client first, then per account: a guess at one account from many addresses waits too.
    login: [
      ...signIn,
      delayFailedSignIns({
        model: deps.models.RateLimit,
        logger: deps.logger,
        clock: deps.clock,
      }),
    ],
    register: signIn,
    googleAuth: signIn,
    checkEmail: emailCheck,
    checkAvailability: emailCheck,
  });
  return router;
}
