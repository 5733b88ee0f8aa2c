/** Events (listing, completion in order, the older generate call) and creditor calls. */
import { Router } from 'express';
import { timelineEndpoints as api } from '@/features/timeline/contract';
import { createTimelineService } from '@/features/timeline/service/timeline';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { configuredQuota } from '../../platform/quota';
import { createMongoStore } from '../../platform/store';

export function timelineRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createTimelineService({
    store: createMongoStore(deps.models),
    quota: configuredQuota(deps),
    telephony: deps.telephony,
  });
  serveService(router, deps, api, service);
  return router;
}
