/** The financial profile and the account's contact details. */
import { Router } from 'express';
import { profileEndpoints as api } from '@/features/profile/contract';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createProfileService } from './service';

export function profileRoutes(deps: AppDeps): Router {
  const router = Router();
  const profiles = createProfileService(deps);
  serve(router, deps, api.getFinancialProfile, ({ params }) => profiles.get(params.user_id));
  serve(router, deps, api.createFinancialProfile, ({ body }) => profiles.create(body));
  serve(router, deps, api.updateFinancialProfile, ({ params, body }) =>
    profiles.update(params.user_id, body),
  );
  serve(router, deps, api.getAccount, ({ params }) => profiles.account(params.user_id));
  serve(router, deps, api.updateAccount, ({ params, body }) =>
    profiles.updateAccount(params.user_id, body),
  );
  return router;
}
