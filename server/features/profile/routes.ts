/** The financial profile and the account's contact details. */
import { Router } from 'express';
import { profileEndpoints as api } from '@/features/profile/contract';
import { createProfileService } from '@/features/profile/service/profile';
import { serve, serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createMongoStore } from '../../platform/store';
import { createAccountService } from './service';

export function profileRoutes(deps: AppDeps): Router {
  const router = Router();
  serveService(router, deps, api, createProfileService({ store: createMongoStore(deps.models) }));
  const accounts = createAccountService(deps);
  serve(router, deps, api.getAccount, ({ params }) => accounts.account(params.user_id));
  serve(router, deps, api.updateAccount, ({ params, body }) =>
    accounts.updateAccount(params.user_id, body),
  );
  return router;
}
