/** Tradelines and the creditor pick list. */
import { Router } from 'express';
import { tradelineEndpoints as api } from '@/features/tradelines/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createTradelineService } from './service';

export function tradelineRoutes(deps: AppDeps): Router {
  const router = Router();
  const tradelines = createTradelineService(deps);
  serve(router, deps, api.listCreditors, () => tradelines.creditors());
  serve(router, deps, api.listTradelines, ({ params }) => tradelines.list(params.user_id));
  serve(router, deps, api.createTradeline, ({ body, now }) => tradelines.create(body, now));
  serve(router, deps, api.updateTradeline, ({ params, body, user }) =>
    tradelines.update(params.id, body, user),
  );
  serve(router, deps, api.deleteTradeline, async ({ params, user }) => {
    await tradelines.remove(params.id, user);
    return undefined;
  });
  return router;
}
