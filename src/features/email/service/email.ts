/**
 * The deflection inbox for both backends: email accounts, recent creditor emails and weekly
 * summaries (a paid action: entitlement-gated and counted against a daily allowance); the weekly
 * summary of the server's job, and the inbox of the program's email opt-in.
 */
import type { UserRecord } from '@/features/auth/records';
import type { ProgramRecord } from '@/features/enrollment/records';
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import { DETAILS, HttpError } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { insertOnce, type Collection } from '@/shared/store/port';
import type { DailyQuota } from '@/shared/store/quota';
import type { Service } from '@/shared/api/service';
import type { emailEndpoints, SummaryContent, WeeklySummary } from '../contract';
import { inboxAddress, INBOX_DOMAIN } from '../model/inbox';
import type { SummarizableEmail } from '../model/local-summarizer';
import {
  EMAIL_ACCOUNTS_LIMIT,
  emailsForSummary,
  OLDER_SUMMARIES_LIMIT,
  RECENT_EMAILS_LIMIT,
  SUMMARY_FRESH_DAYS,
} from '../model/summary';
import type { EmailAccountRecord, EmailRecord, SummaryRecord } from '../records';

/** Writes a week's summary content: a language model, or the local summarizer. */
export interface Summarizer {
  summarize(emails: readonly SummarizableEmail[]): Promise<SummaryContent> | SummaryContent;
}

/** The collections the inbox uses. */
export interface EmailStore {
  emailAccounts: Collection<EmailAccountRecord>;
  emails: Collection<EmailRecord>;
  summaries: Collection<SummaryRecord>;
  programs: Collection<ProgramRecord & { id: string }>;
  subscriptions: EntitlementStore['subscriptions'];
}

/** What the inbox service works with: its collections and the two outside things. */
export interface EmailDeps {
  store: EmailStore;
  summarizer: Summarizer;
  quota: DailyQuota;
}

function presentSummary({ id, user_id: _, ...summary }: SummaryRecord): WeeklySummary {
  return { summary_id: id, ...summary };
}

async function summariesOf(store: Pick<EmailStore, 'summaries'>, userId: string, limit: number) {
  const summaries = await store.summaries.find(
    { user_id: userId },
    { sort: { date_generated: -1, id: -1 }, limit },
  );
  return summaries.map(presentSummary);
}

/** Writes a fresh summary of the last 7 days' emails (the endpoint and the weekly job). */
export async function writeSummary(
  { store, summarizer }: Omit<EmailDeps, 'quota'>,
  userId: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - SUMMARY_FRESH_DAYS * 86_400_000);
  const emails = await store.emails.find(
    { user_id: userId, date_sent: { $gte: since.toISOString(), $lte: now.toISOString() } },
    { sort: { date_sent: -1 } },
  );
  const week = emailsForSummary(emails, now);
  const content = await summarizer.summarize(week);
  await store.summaries.insert({
    id: newObjectId(now),
    user_id: userId,
    date_generated: now.toISOString(),
    emails_summarized: week.length,
    summary_content: JSON.stringify(content),
  });
}

/**
 * 64 random bits (16 hex digits): the address is the inbox's only secret against anonymous mail,
 * and 16 bits were found by 2,048 RCPTs in under three seconds.
 */
const randomSuffix = () =>
  [...crypto.getRandomValues(new Uint8Array(8))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/**
 * Email deflection on: the user's inbox exists and is active; off: it stops intercepting. Used
 * by the program's email opt-in. The unique address makes a clashing suffix fail, never twice.
 */
export async function syncInbox(
  store: Pick<EmailStore, 'emailAccounts'> & {
    users: Collection<Pick<UserRecord, 'id' | 'email'>>;
  },
  userId: string,
  optIn: boolean,
  domain: string = INBOX_DOMAIN,
): Promise<void> {
  const account = await store.emailAccounts.findOne({ user_id: userId });
  if (account) {
    if (account.active !== optIn) {
      await store.emailAccounts.update({ id: account.id }, { set: { active: optIn } });
    }
    return;
  }
  if (!optIn) return;
  const user = await store.users.get(userId);
  if (!user) throw new HttpError(404, DETAILS.userNotFound);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const created = await insertOnce(store.emailAccounts, {
      id: newObjectId(),
      user_id: userId,
      ...inboxAddress(user.email, randomSuffix(), domain),
      active: true,
    });
    if (created) return;
  }
  throw new HttpError(409, 'Could not create the email inbox. Please try again.');
}

/** The inbox endpoints. */
export function createEmailService(deps: EmailDeps): Service<typeof emailEndpoints> {
  const { store, quota } = deps;
  return {
    listEmailAccounts: ({ params, query }) =>
      store.emailAccounts.find(
        { user_id: params.user_id },
        { sort: { id: 1 }, limit: query.limit ?? EMAIL_ACCOUNTS_LIMIT },
      ),

    // The page's fields only: an attachment's stored bytes are never read for a list.
    // `sender_verified` only when a check ran (a stored null and a missing field read alike on
    // both stores: unknown).
    listRecentEmails: async ({ params, query }) =>
      (
        await store.emails.select(
          ['date_sent', 'subject', 'sender_email', 'content', 'sender_verified'],
          { user_id: params.user_id },
          { sort: { date_sent: -1, id: -1 }, limit: query.limit ?? RECENT_EMAILS_LIMIT },
        )
      ).map(({ sender_verified, ...email }) =>
        typeof sender_verified === 'boolean' ? { ...email, sender_verified } : email,
      ),

    latestSummary: async ({ params }) => (await summariesOf(store, params.user_id, 1))[0] ?? null,

    listSummaries: ({ params, query }) =>
      summariesOf(store, params.user_id, query.limit ?? OLDER_SUMMARIES_LIMIT),

    async summarize({ params, now }) {
      // A paid model: only with email deflection billed (402 otherwise), and so many a day.
      await requireEntitlement(store, params.user_id, 'email', now);
      const refund = await quota.consume('summaries', params.user_id, now);
      try {
        await writeSummary(deps, params.user_id, now);
      } catch (error) {
        await refund();
        throw error;
      }
      return { success: true };
    },
  };
}
