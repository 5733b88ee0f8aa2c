/** Email accounts, recent emails and weekly summaries (written by the summarizer adapter). */
import type { RecentEmail, WeeklySummary } from '@/features/email/contract';
import {
  emailsForSummary,
  RECENT_EMAILS_LIMIT,
  SUMMARY_FRESH_DAYS,
} from '@/features/email/model/summary';
import type { AppDeps } from '../../platform/deps';
import type { EmailDoc, SummaryDoc } from './model';

function presentEmail(record: EmailDoc): RecentEmail {
  return {
    id: record._id,
    date_sent: record.date_sent.toISOString(),
    subject: record.subject,
    sender_email: record.sender_email,
    content: record.content,
  };
}

function presentSummary(record: SummaryDoc): WeeklySummary {
  return {
    summary_id: record._id,
    date_generated: record.date_generated.toISOString(),
    emails_summarized: record.emails_summarized,
    summary_content: record.summary_content,
  };
}

export function createEmailService({ models, summarizer }: AppDeps) {
  async function recent(userId: string, limit = RECENT_EMAILS_LIMIT) {
    const emails = await models.Email.find({ user_id: userId })
      .sort({ date_sent: -1, _id: -1 })
      .limit(limit)
      .lean();
    return emails.map(presentEmail);
  }

  return {
    async accounts(userId: string) {
      const accounts = await models.EmailAccount.find({ user_id: userId })
        .sort({ created_at: 1, _id: 1 })
        .lean();
      return accounts.map((account) => ({
        id: account._id,
        email_address: account.email_address,
        username: account.username,
        active: account.active,
      }));
    },

    recent,

    async summaries(userId: string, limit: number) {
      const summaries = await models.Summary.find({ user_id: userId })
        .sort({ date_generated: -1, _id: -1 })
        .limit(limit)
        .lean();
      return summaries.map(presentSummary);
    },

    /** Writes a fresh summary of the last 7 days' emails; returns its id. */
    async summarize(userId: string, now: Date): Promise<string> {
      const since = new Date(now.getTime() - SUMMARY_FRESH_DAYS * 86_400_000);
      const emails = await models.Email.find({
        user_id: userId,
        date_sent: { $gte: since, $lte: now },
      })
        .sort({ date_sent: -1 })
        .lean();
      const week = emailsForSummary(emails.map(presentEmail), now);
      const content = await summarizer.summarize(week);
      const summary = await models.Summary.create({
        user_id: userId,
        date_generated: now,
        emails_summarized: week.length,
        summary_content: JSON.stringify(content),
      });
      return summary._id;
    },

    /** Stores one inbound email for the account it was sent to; false when no account has it. */
    async receive(email: {
      to: string;
      from: string;
      subject: string;
      text: string | null;
      date: Date;
      message_id: string | null;
    }): Promise<'stored' | 'duplicate' | 'unknown-account'> {
      const account = await models.EmailAccount.findOne({
        email_address: email.to.trim().toLowerCase(),
        active: true,
      }).lean();
      if (!account) return 'unknown-account';
      if (
        email.message_id &&
        (await models.Email.exists({ user_id: account.user_id, message_id: email.message_id }))
      ) {
        return 'duplicate';
      }
      await models.Email.create({
        user_id: account.user_id,
        date_sent: email.date,
        subject: email.subject,
        sender_email: email.from,
        content: email.text,
        message_id: email.message_id,
      });
      return 'stored';
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
