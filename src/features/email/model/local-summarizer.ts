/**
 * The deterministic summarizer used when no language model is configured (the mock backend and
 * the server alike). It reads the week's creditor emails and extracts the frequent senders,
 * amounts, deadlines and settlement offers into the summary content shape of spec section 3.
 */
import type { SummaryContent } from '../contract';
import { attachedLine } from './attachments';

export interface SummarizableEmail {
  sender_email: string;
  subject: string;
  content: string | null;
  date_sent: string;
  /** The files that came with it, named where the email is listed. */
  attachments?: readonly { filename: string }[];
  /** false: SPF and DKIM failed for the From domain; the summary names the sender unverified. */
  sender_verified?: boolean | null;
}

/** How a sender whose SPF and DKIM checks failed is named, in the summaries and the inbox. */
export const UNVERIFIED_SENDER = 'unverified sender';

/** The sender as a summary names it ('' without one), saying when it is unverified. */
export function namedSender(email: Pick<SummarizableEmail, 'sender_email' | 'sender_verified'>) {
  const sender = email.sender_email.trim();
  return email.sender_verified === false
    ? `${sender || 'Unknown Sender'} (${UNVERIFIED_SENDER})`
    : sender;
}

const SETTLEMENT = /\b(settle(?:ment)?|settled|offer|discount|reduced|lump[- ]sum|paid in full)\b/i;
const DEADLINE =
  /\b(?:by|before|due(?: on| by)?|no later than|expires?(?: on)?)\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,\s*\d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)/i;
const AMOUNT = /\$\s?\d[\d,]*(?:\.\d{2})?/;
const ACCOUNT =
  /\b(statement|balance|payment (?:received|posted)|account (?:update|status)|credit limit|interest rate|past due|late fee)\b/i;
const URGENT = /\b(final notice|past due|collections?|legal|lawsuit|charge[- ]?off|urgent)\b/i;

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = clean.search(/[.!?](\s|$)/);
  return (end >= 0 ? clean.slice(0, end + 1) : clean).slice(0, 200);
}

/** How an email is listed: sender, subject, and its files ('statement.pdf attached'). */
export function describeEmail(email: SummarizableEmail): string {
  const who = namedSender(email) || 'Unknown Sender';
  const what = email.subject.trim() || 'No Subject';
  const attached = attachedLine(email.attachments);
  return `${who}: ${what}${attached ? ` (${attached})` : ''}`;
}

export function summarizeEmails(emails: readonly SummarizableEmail[]): SummaryContent {
  const counts = new Map<string, number>();
  const actionItems: string[] = [];
  const deadlines: string[] = [];
  const settlements: string[] = [];
  const updates: string[] = [];
  let urgent = false;

  const ordered = [...emails].sort((a, b) => b.date_sent.localeCompare(a.date_sent));
  for (const email of ordered) {
    const sender = namedSender(email);
    if (sender) counts.set(sender, (counts.get(sender) ?? 0) + 1);
    const text = `${email.subject}\n${email.content ?? ''}`;
    const amount = AMOUNT.exec(text)?.[0]?.replace(/\s/g, '');
    const deadline = DEADLINE.exec(text)?.[1];
    if (URGENT.test(text)) urgent = true;

    if (SETTLEMENT.test(text)) {
      settlements.push(`${describeEmail(email)}${amount ? ` (${amount})` : ''}`);
      actionItems.push(`Review the settlement offer from ${sender || 'an unknown sender'}`);
    } else if (ACCOUNT.test(text) || (email.attachments?.length ?? 0) > 0) {
      // A letter that came as a file (a statement, a notice) is listed even when its text says
      // little: the file is what the user needs to open.
      updates.push(`${describeEmail(email)}${amount ? ` (${amount})` : ''}`);
    }
    if (deadline) {
      deadlines.push(`${deadline}: ${describeEmail(email)}`);
      actionItems.push(`Respond to ${sender || 'the sender'} before ${deadline}`);
    }
  }

  const frequent = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([sender, count]) => `${sender} (${count})`);

  const priority: SummaryContent['priority_level'] =
    urgent || deadlines.length > 0 ? 'high' : settlements.length > 0 ? 'medium' : 'low';

  const summary =
    emails.length === 0
      ? 'No creditor emails arrived this week.'
      : [
          `${emails.length} creditor email${emails.length === 1 ? '' : 's'} this week`,
          settlements.length > 0 ? `${settlements.length} with a settlement offer` : null,
          deadlines.length > 0 ? `${deadlines.length} with a deadline` : null,
        ]
          .filter(Boolean)
          .join(', ') + `. Latest: ${firstSentence(ordered[0]!.content ?? ordered[0]!.subject)}`;

  return {
    summary,
    priority_level: priority,
    total_debt_emails: emails.length,
    highlights: {
      frequent_senders: frequent,
      action_items: [...new Set(actionItems)],
      deadlines: [...new Set(deadlines)],
      settlement_opportunities: settlements,
      account_updates: updates,
    },
  };
}
