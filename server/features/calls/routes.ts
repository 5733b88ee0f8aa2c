/** Creditor calls: the user's own list (timeline contract) and the admins' queue (admin). */
import { Router } from 'express';
import { adminEndpoints } from '@/features/admin/contract';
import { createCallService } from '@/features/admin/service/calls';
import { timelineEndpoints } from '@/features/timeline/contract';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

/** The call endpoints of both contracts, served by the shared call service over MongoDB. */
export function callRoutes(deps: AppDeps): Router {
  const router = Router();
  const calls = createCallService({ store: createMongoStore(deps.models) });
  serveService(router, deps, timelineEndpoints, calls.timeline);
  serveService(router, deps, adminEndpoints, calls.admin);
  return router;
}
