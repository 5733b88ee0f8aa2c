/** The deflection inbox: accounts, recent emails, weekly summaries, and inbound mail. */
import { Router } from 'express';
import { emailEndpoints as api } from '@/features/email/contract';
import { OLDER_SUMMARIES_LIMIT } from '@/features/email/model/summary';
import { includesEmailSummaries } from '@/features/enrollment/model/entitlements';
import { DETAILS } from '@/shared/api/details';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { configuredQuota } from '../../platform/quota';
import { inboundEmailRoute } from './inbound';
import { createEmailService } from './service';

export function emailRoutes(deps: AppDeps): Router {
  const router = Router();
  const email = createEmailService(deps);
  const quota = configuredQuota(deps);
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
    // A paid model: only with email interception in the program, and so many a day.
    const program = await deps.models.Program.findOne({ user_id: params.user_id })
      .select({ email_opt_in: 1 })
      .lean();
    if (!includesEmailSummaries(program)) throw new HttpError(403, DETAILS.summariesNotIncluded);
    const refund = await quota.consume('summaries', params.user_id, now);
    try {
      await email.summarize(params.user_id, now);
    } catch (error) {
      await refund();
      throw error;
    }
    return { success: true };
  });
  inboundEmailRoute(router, deps, email);
  return router;
}
