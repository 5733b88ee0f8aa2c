/** The financial profile and the account's contact details. */
import { Router } from 'express';
import { profileEndpoints as api } from '@/features/profile/contract';
import { createProfileService } from '@/features/profile/service/profile';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

export function profileRoutes(deps: AppDeps): Router {
  const router = Router();
  serveService(router, deps, api, createProfileService({ store: createMongoStore(deps.models) }));
  return router;
}
