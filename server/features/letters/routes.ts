/** Letters, validation notices and the contact log over MongoDB. */
import { Router } from 'express';
import { lettersEndpoints as api } from '@/features/letters/contract';
import { createLettersService } from '@/features/letters/service/letters';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

export function lettersRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = createMongoStore(deps.models);
  serveService(router, deps, api, createLettersService({ store }));
  return router;
}
