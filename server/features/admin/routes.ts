/** The admin area: users (search, pages, audited role changes) and analytics. Admin role only. */
import { Router } from 'express';
import { adminEndpoints as api } from '@/features/admin/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createAdminService } from './service';

export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = createAdminService(deps);
  serve(router, deps, api.listUsers, ({ query }) => admin.users(query));
  serve(router, deps, api.updateUser, ({ params, body, user, request, now }) =>
    admin.changeRole(params.id, body.role, user, request.log, now),
  );
  serve(router, deps, api.analytics, ({ now }) => admin.analytics(now));
  return router;
}
