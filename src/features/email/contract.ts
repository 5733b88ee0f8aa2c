/** The creditor email inbox and its weekly summaries (spec sections 3, 4 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateTimeSchema,
  IdSchema,
  limitQuerySchema,
  type ListBound,
  SuccessSchema,
  UserIdParamsSchema,
} from '@/shared/api/schemas';

export const EmailAccountSchema = z.object({
  id: IdSchema,
  email_address: z.string(),
  username: z.string(),
  active: z.boolean(),
});
export type EmailAccount = z.infer<typeof EmailAccountSchema>;

/** A blank subject or sender is kept blank; the page shows 'No Subject' / 'Unknown Sender'. */
export const RecentEmailSchema = z.object({
  id: IdSchema,
  date_sent: DateTimeSchema,
  subject: z.string(),
  sender_email: z.string(),
  content: z.nullable(z.string()),
  /**
   * Whether the sender is who the From header says (SPF or DKIM passed for its domain): false
   * when the checks failed, null or absent when unknown (mail received without results).
   */
  sender_verified: z.optional(z.nullable(z.boolean())),
});
export type RecentEmail = z.infer<typeof RecentEmailSchema>;

/** summary_content is JSON text, possibly wrapped in a ``` code fence. */
export const WeeklySummarySchema = z.object({
  summary_id: IdSchema,
  date_generated: DateTimeSchema,
  emails_summarized: z.number().check(z.int(), z.minimum(0)),
  summary_content: z.string(),
});
export type WeeklySummary = z.infer<typeof WeeklySummarySchema>;

/** The parsed content of a weekly summary. */
export const SummaryContentSchema = z.object({
  summary: z.string(),
  priority_level: z.enum(['low', 'medium', 'high']),
  total_debt_emails: z.number().check(z.int(), z.minimum(0)),
  highlights: z.object({
    frequent_senders: z.array(z.string()),
    action_items: z.array(z.string()),
    deadlines: z.array(z.string()),
    settlement_opportunities: z.array(z.string()),
    account_updates: z.array(z.string()),
  }),
});
export type SummaryContent = z.infer<typeof SummaryContentSchema>;

/** `summaries?limit=10` (spec section 7): 10 when not given, up to 50. */
export const SUMMARIES_BOUND = { fallback: 10, max: 50 } satisfies ListBound;
export const SummariesQuerySchema = limitQuerySchema(SUMMARIES_BOUND);
/** The email accounts (a user has one inbox). */
export const EMAIL_ACCOUNTS_BOUND = { fallback: 10, max: 50 } satisfies ListBound;
/** Recent emails, newest first. */
export const RECENT_EMAILS_BOUND = { fallback: 50, max: 200 } satisfies ListBound;

export const emailEndpoints = {
  listEmailAccounts: defineEndpoint({
    method: 'GET',
    path: '/emails/{user_id}/accounts',
    summary: "The user's deflection email accounts",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(EMAIL_ACCOUNTS_BOUND),
    response: z.array(EmailAccountSchema),
    errors: [400, 401, 403],
  }),
  listRecentEmails: defineEndpoint({
    method: 'GET',
    path: '/emails/{user_id}/recent',
    summary: 'Intercepted creditor emails, newest first (limit defaults to 50, at most 200)',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: limitQuerySchema(RECENT_EMAILS_BOUND),
    response: z.array(RecentEmailSchema),
    errors: [400, 401, 403],
  }),
  latestSummary: defineEndpoint({
    method: 'GET',
    path: '/emails/{user_id}/summary',
    summary: 'The newest weekly summary, or null when none exists',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: z.nullable(WeeklySummarySchema),
    errors: [400, 401, 403],
  }),
  listSummaries: defineEndpoint({
    method: 'GET',
    path: '/emails/{user_id}/summaries',
    summary: 'Weekly summaries, newest first (limit defaults to 10)',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    query: SummariesQuerySchema,
    response: z.array(WeeklySummarySchema),
    errors: [400, 401, 403],
  }),
  summarize: defineEndpoint({
    method: 'POST',
    path: '/emails/{user_id}/summarize',
    summary: 'Generate a fresh weekly summary of the recent emails',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: SuccessSchema,
    errors: [400, 401, 402, 403, 429, 502],
  }),
};
