/** The interest form. */
import { Router } from 'express';
import { planBuilderEndpoints as api } from '@/features/plan-builder/contract';
import { createPlanBuilderService } from '@/features/plan-builder/service/plan-builder';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { limitPerMinute } from '../../platform/rate-limit';
import { createMongoStore } from '../../platform/store';

export function planBuilderRoutes(deps: AppDeps): Router {
  const router = Router();
  const limit = limitPerMinute({
    model: deps.models.RateLimit,
    logger: deps.logger,
    name: 'interest',
    perMinute: deps.config.EMAIL_CHECK_RATE_LIMIT,
    clock: deps.clock,
  });
  const service = createPlanBuilderService({ store: createMongoStore(deps.models) });
  serveService(router, deps, api, service, { submitInterest: [limit] });
  return router;
}
