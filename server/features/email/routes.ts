/** The deflection inbox: accounts, recent emails, weekly summaries, and inbound mail. */
import { Router } from 'express';
import { emailEndpoints as api } from '@/features/email/contract';
import { OLDER_SUMMARIES_LIMIT } from '@/features/email/model/summary';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { inboundEmailRoute } from './inbound';
import { createEmailService } from './service';

export function emailRoutes(deps: AppDeps): Router {
  const router = Router();
  const email = createEmailService(deps);
  serve(router, deps, api.listEmailAccounts, ({ params }) => email.accounts(params.user_id));
  serve(router, deps, api.listRecentEmails, ({ params }) => email.recent(params.user_id));
  serve(
    router,
    deps,
    api.latestSummary,
    async ({ params }) => (await email.summaries(params.user_id, 1))[0] ?? null,
  );
  serve(router, deps, api.listSummaries, ({ params, query }) =>
    email.summaries(params.user_id, query.limit ?? OLDER_SUMMARIES_LIMIT),
  );
  serve(router, deps, api.summarize, async ({ params, now }) => {
    await email.summarize(params.user_id, now);
    return { success: true };
  });
  inboundEmailRoute(router, deps, email);
  return router;
}
