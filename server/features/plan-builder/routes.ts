/** The interest form. */
import { Router } from 'express';
import { planBuilderEndpoints as api } from '@/features/plan-builder/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { limitPerMinute } from '../../platform/rate-limit';

export function planBuilderRoutes(deps: AppDeps): Router {
  const router = Router();
  const limit = limitPerMinute({
    model: deps.models.RateLimit,
    name: 'interest',
    perMinute: deps.config.EMAIL_CHECK_RATE_LIMIT,
    clock: deps.clock,
  });
  serve(
    router,
    deps,
    api.submitInterest,
    async ({ body }) => {
      await deps.models.Interest.create({ email: body.email, plan: body.plan });
      return { success: true };
    },
    limit,
  );
  return router;
}
