/**
 * Weekly summaries (DESIGN.md section 7): any OpenAI-compatible chat-completions endpoint when
 * one is configured, otherwise the deterministic local summarizer the mock uses too. Both give
 * the parsed-content shape of spec section 3.
 */
import { SummaryContentSchema } from '@/features/email/contract';
import { attachedLine } from '@/features/email/model/attachments';
import {
  namedSender,
  summarizeEmails,
  type SummarizableEmail,
} from '@/features/email/model/local-summarizer';
import { stripCodeFence } from '@/features/email/model/summary';
import type { Summarizer } from '@/features/email/service/email';
import { DETAILS, HttpError } from '@/shared/api/details';
import { chatCompletions, replyText, type LlmOptions } from './llm';

/** The email service's summarizer, named in the start-up log. */
export interface SummarizerAdapter extends Summarizer {
  readonly name: string;
}

export const localSummarizer: SummarizerAdapter = { name: 'local', summarize: summarizeEmails };

export type { LlmOptions } from './llm';

const INSTRUCTIONS = `You summarise a week of emails that creditors and debt collectors sent to a person settling their credit-card debts.
Answer with one JSON object and nothing else, with exactly these keys:
{"summary": string (two or three sentences),
 "priority_level": "low" | "medium" | "high" (high when a deadline, final notice or legal threat needs action this week),
 "total_debt_emails": integer (how many of the emails are about a debt),
 "highlights": {"frequent_senders": string[], "action_items": string[], "deadlines": string[], "settlement_opportunities": string[], "account_updates": string[]}}
Quote amounts and dates exactly as the emails give them. Where you list an email, name its attachments as given (for example 'statement.pdf attached'). Where a sender is marked '(unverified sender)' (its SPF and DKIM checks failed, so it may be forged), keep that mark wherever you name it. Never invent facts.`;

function describe(emails: readonly SummarizableEmail[]): string {
  if (emails.length === 0) return 'No emails arrived this week.';
  return emails
    .map(
      (email, index) =>
        `Email ${index + 1}\nFrom: ${namedSender(email) || 'Unknown Sender'}\nDate: ${email.date_sent}\nSubject: ${email.subject || 'No Subject'}\nAttachments: ${attachedLine(email.attachments) ?? 'none'}\n\n${(email.content ?? '').slice(0, 4000)}`,
    )
    .join('\n\n---\n\n');
}

export function createLlmSummarizer(options: LlmOptions): SummarizerAdapter {
  const chat = chatCompletions(options);
  return {
    name: 'llm',
    async summarize(emails) {
      let response: Response;
      try {
        response = await chat({
          temperature: 0,
          json: true,
          system: INSTRUCTIONS,
          user: describe(emails),
          defaultTimeoutMs: 60_000,
        });
      } catch {
        throw new HttpError(502, DETAILS.summarizerUnreachable);
      }
      if (!response.ok) {
        throw new HttpError(
          502,
          `The summary service answered ${response.status}. Please try again.`,
        );
      }
      const text = (await replyText(response)) ?? '';
      try {
        return SummaryContentSchema.parse(JSON.parse(stripCodeFence(text)));
      } catch {
        throw new HttpError(502, DETAILS.summarizerUnreadable);
      }
    },
  };
}
