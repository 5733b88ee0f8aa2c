/** Inbound mail of the deflection inboxes (the email endpoints are served with every contract). */
import { Router } from 'express';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';
import { inboundEmailRoute } from './inbound';

export function emailRoutes(deps: AppDeps): Router {
  const router = Router();
  inboundEmailRoute(router, deps, createMongoStore(deps.models));
  return router;
}
