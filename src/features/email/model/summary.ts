/** Weekly summary rules (spec sections 4, 7 and 9): parsing, freshness and the older list. */
import { compareIso } from '@/shared/lib/dates';
import {
  EMAIL_ACCOUNTS_BOUND,
  RECENT_EMAILS_BOUND,
  SUMMARIES_BOUND,
  SummaryContentSchema,
  type RecentEmail,
  type SummaryContent,
  type WeeklySummary,
} from '../contract';

export const SUMMARY_FRESH_DAYS = 7;
/** How many recent emails the inbox lists. */
export const RECENT_EMAILS_LIMIT = RECENT_EMAILS_BOUND.fallback;
/** Email accounts a list answers when no limit is given (a user has one inbox). */
export const EMAIL_ACCOUNTS_LIMIT = EMAIL_ACCOUNTS_BOUND.fallback;
export const OLDER_SUMMARIES_LIMIT = SUMMARIES_BOUND.fallback;
export const KEY_ACTIONS_PER_SUMMARY = 3;
export const PARSE_ERROR_MESSAGE = 'Error parsing summary content';
export const NO_SUMMARY_MESSAGE = 'No summary available';
/** The weekly summary's place on the inbox page, which the Monday digest links to. */
export const WEEKLY_SUMMARY_ANCHOR = 'weekly-summary';

/** Removes a surrounding Markdown code fence (```json … ```), if any. */
export function stripCodeFence(text: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

export type ParsedSummary = { ok: true; content: SummaryContent } | { ok: false; message: string };

/** Parses summary_content; unparsable or malformed JSON gives the spec's error message. */
export function parseSummaryContent(text: string | null | undefined): ParsedSummary {
  if (!text || text.trim() === '') return { ok: false, message: NO_SUMMARY_MESSAGE };
  try {
    const parsed = SummaryContentSchema.safeParse(JSON.parse(stripCodeFence(text)));
    return parsed.success
      ? { ok: true, content: parsed.data }
      : { ok: false, message: PARSE_ERROR_MESSAGE };
  } catch {
    return { ok: false, message: PARSE_ERROR_MESSAGE };
  }
}

/** A summary is current when generated within the last 7 days. */
export function isSummaryCurrent(
  summary: Pick<WeeklySummary, 'date_generated'>,
  now: Date,
): boolean {
  const generated = Date.parse(summary.date_generated);
  return Number.isFinite(generated) && now.getTime() - generated <= SUMMARY_FRESH_DAYS * 86_400_000;
}

/** The emails a new weekly summary covers: those sent in the last 7 days, newest first. */
export function emailsForSummary<E extends Pick<RecentEmail, 'date_sent'>>(
  emails: readonly E[],
  now: Date,
): E[] {
  const since = now.getTime() - SUMMARY_FRESH_DAYS * 86_400_000;
  return emails
    .filter((email) => {
      const sent = Date.parse(email.date_sent);
      return sent >= since && sent <= now.getTime();
    })
    .sort((a, b) => compareIso(b.date_sent, a.date_sent));
}

/** The older summaries: up to 10 fetched, newest first, with the newest one dropped. */
export function olderSummaries<S extends Pick<WeeklySummary, 'date_generated'>>(
  summaries: readonly S[],
): S[] {
  return [...summaries]
    .sort((a, b) => compareIso(b.date_generated, a.date_generated))
    .slice(0, OLDER_SUMMARIES_LIMIT)
    .slice(1);
}

/** Up to 3 key actions of a summary: its action items first, then its deadlines. */
export function keyActions(content: SummaryContent): string[] {
  return [...content.highlights.action_items, ...content.highlights.deadlines].slice(
    0,
    KEY_ACTIONS_PER_SUMMARY,
  );
}
