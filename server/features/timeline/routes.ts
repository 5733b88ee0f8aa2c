/** Events (listing, completion in order, the older generate call) and creditor calls. */
import { Router } from 'express';
import { timelineEndpoints as api } from '@/features/timeline/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createTimelineService } from './service';

export function timelineRoutes(deps: AppDeps): Router {
  const router = Router();
  const timeline = createTimelineService(deps);
  serve(router, deps, api.listEvents, ({ params }) => timeline.list(params.user_id));
  serve(router, deps, api.completeEvent, ({ params, user, now }) =>
    timeline.complete(params.id, user, now),
  );
  serve(router, deps, api.generateEvents, ({ params }) => timeline.generate(params.user_id));
  serve(router, deps, api.startCall, ({ body, now, request }) =>
    timeline.startCall(body.user_id, body.tradeline_name, now, request.log),
  );
  return router;
}
