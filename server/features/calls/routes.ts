/** Creditor calls: the user's own list (timeline contract) and the admins' queue (admin). */
import { Router } from 'express';
import { adminEndpoints } from '@/features/admin/contract';
import { timelineEndpoints } from '@/features/timeline/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createCallService } from './service';

export function callRoutes(deps: AppDeps): Router {
  const router = Router();
  const calls = createCallService(deps);
  serve(router, deps, timelineEndpoints.listCalls, ({ params }) => calls.forUser(params.user_id));
  serve(router, deps, adminEndpoints.listCalls, ({ query }) => calls.queue(query));
  serve(router, deps, adminEndpoints.claimCall, ({ params, user, now }) =>
    calls.claim(params.id, user, now),
  );
  serve(router, deps, adminEndpoints.resolveCall, ({ params, body, user, now }) =>
    calls.resolve(params.id, body, user, now),
  );
  return router;
}
