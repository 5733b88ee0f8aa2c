/** Sign-in, registration, the email checks, Google identity, sign-up details and sign-out. */
import { Router } from 'express';
import { authEndpoints as api } from '@/features/auth/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { limitPerMinute } from '../../platform/rate-limit';
import { createAuthService } from './service';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = createAuthService(deps);
  const limit = (name: string, perMinute: number) =>
    limitPerMinute({ model: deps.models.RateLimit, name, perMinute, clock: deps.clock });
  const signIn = limit('auth', deps.config.AUTH_RATE_LIMIT);
  const emailCheck = limit('email-check', deps.config.EMAIL_CHECK_RATE_LIMIT);

  serve(
    router,
    deps,
    api.login,
    ({ body, now, request }) => auth.login(body, now, request.log),
    signIn,
  );
  serve(
    router,
    deps,
    api.register,
    ({ body, now, request }) => auth.register(body, now, request.log),
    signIn,
  );
  serve(
    router,
    deps,
    api.checkEmail,
    async ({ query }) => ({ exists: await auth.emailExists(query.email) }),
    emailCheck,
  );
  serve(
    router,
    deps,
    api.checkAvailability,
    async ({ query }) => ({ email_exists: await auth.emailExists(query.email) }),
    emailCheck,
  );
  serve(
    router,
    deps,
    api.googleAuth,
    ({ body, now, request }) => auth.googleSignIn(body, now, request.log),
    signIn,
  );
  serve(router, deps, api.submitSignupDetails, ({ query, body }) =>
    auth.saveSignupDetails(query.user_account_id, body),
  );
  serve(router, deps, api.logout, async ({ sessionId, user, now, request }) => {
    await auth.logout(sessionId, now);
    request.log.info({ user_id: user._id }, 'signed out');
    return undefined;
  });
  return router;
}
