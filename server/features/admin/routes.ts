/** The admin area: users (search, pages, audited role changes) and analytics. Admin role only. */
import { Router } from 'express';
import { adminEndpoints as api } from '@/features/admin/contract';
import { createAdminService } from '@/features/admin/service/admin';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

/** The admin endpoints, served by the shared admin service over MongoDB. */
export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  serveService(router, deps, api, createAdminService({ store: createMongoStore(deps.models) }));
  return router;
}
