/** The deflection inbox: accounts, recent emails, weekly summaries, and inbound mail. */
import { Router } from 'express';
import { emailEndpoints as api } from '@/features/email/contract';
import { createEmailService } from '@/features/email/service/email';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { configuredQuota } from '../../platform/quota';
import { createMongoStore } from '../../platform/store';
import { inboundEmailRoute } from './inbound';

export function emailRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = createMongoStore(deps.models);
  serveService(
    router,
    deps,
    api,
    createEmailService({ store, summarizer: deps.summarizer, quota: configuredQuota(deps) }),
  );
  inboundEmailRoute(router, deps, store);
  return router;
}
