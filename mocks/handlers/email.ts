/** The deflection inbox: accounts, recent creditor emails and weekly summaries. */
import { emailEndpoints as api } from '@/features/email/contract';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import {
  emailsForSummary,
  OLDER_SUMMARIES_LIMIT,
  RECENT_EMAILS_LIMIT,
} from '@/features/email/model/summary';
import { includesEmailSummaries } from '@/features/enrollment/model/entitlements';
import { DETAILS } from '@/shared/api/details';
import { db } from '../db';
import { consumeDailyQuota } from '../quota';
import { HttpError, newObjectId, route } from './route';

function summariesOf(userId: string) {
  return db.summaries
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.date_generated.localeCompare(a.date_generated));
}

function emailsOf(userId: string) {
  return db.emails
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.date_sent.localeCompare(a.date_sent));
}

export const emailHandlers = [
  route(api.listEmailAccounts, ({ params }) =>
    db.emailAccounts.findMany((q) => q.where({ user_id: params.user_id })),
  ),

  route(api.listRecentEmails, ({ params }) =>
    emailsOf(params.user_id).slice(0, RECENT_EMAILS_LIMIT),
  ),

  route(api.latestSummary, ({ params }) => summariesOf(params.user_id)[0] ?? null),

  route(api.listSummaries, ({ params, query }) =>
    summariesOf(params.user_id).slice(0, query.limit ?? OLDER_SUMMARIES_LIMIT),
  ),

  route(api.summarize, async ({ params, now }) => {
    // A paid model: only with email interception in the program, and so many a day.
    const program = db.programs.findFirst((q) => q.where({ user_id: params.user_id }));
    if (!includesEmailSummaries(program)) throw new HttpError(403, DETAILS.summariesNotIncluded);
    await consumeDailyQuota('summaries', params.user_id, now);
    const week = emailsForSummary(emailsOf(params.user_id), now);
    await db.summaries.create({
      summary_id: newObjectId(),
      user_id: params.user_id,
      date_generated: now.toISOString(),
      emails_summarized: week.length,
      summary_content: JSON.stringify(summarizeEmails(week)),
    });
    return { success: true };
  }),
];
