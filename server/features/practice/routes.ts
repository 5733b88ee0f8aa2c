/** Practice negotiations, with the summaries' language model rewording lines when configured. */
import { Router } from 'express';
import { practiceEndpoints as api } from '@/features/practice/contract';
import { createPracticeService } from '@/features/practice/service/practice';
import { serveService } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { configuredQuota } from '../../platform/quota';
import { createMongoStore } from '../../platform/store';

export function practiceRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createPracticeService({
    store: createMongoStore(deps.models),
    quota: configuredQuota(deps),
    rephrase: deps.rephraser?.rephrase.bind(deps.rephraser),
  });
  serveService(router, deps, api, service);
  return router;
}
