/** Tradelines and the creditor pick list. */
import { Router } from 'express';
import { tradelineEndpoints as api } from '@/features/tradelines/contract';
import { createTradelineService } from '@/features/tradelines/service/tradelines';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

export function tradelineRoutes(deps: AppDeps): Router {
  const router = Router();
  serveService(router, deps, api, createTradelineService({ store: createMongoStore(deps.models) }));
  return router;
}
