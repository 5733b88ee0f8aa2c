/** The settlement workspace, through the shared service. */
import { Router } from 'express';
import { settlementEndpoints as api } from '@/features/settlement/contract';
import { createSettlementService } from '@/features/settlement/service/settlement';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';

export function settlementRoutes(deps: AppDeps): Router {
  const router = Router();
  serveService(
    router,
    deps,
    api,
    createSettlementService({ store: createMongoStore(deps.models) }),
  );
  return router;
}
