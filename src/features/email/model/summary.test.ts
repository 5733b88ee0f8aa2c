import { describe, expect, it } from 'vitest';
import { summarizeEmails } from './local-summarizer';
import {
  isSummaryCurrent,
  keyActions,
  olderSummaries,
  parseSummaryContent,
  stripCodeFence,
} from './summary';

const content = {
  summary: 'Two offers',
  priority_level: 'medium',
  total_debt_emails: 2,
  highlights: {
    frequent_senders: ['a@bank.example (2)'],
    action_items: ['Call A', 'Call B'],
    deadlines: ['Dec 5: A', 'Dec 9: B'],
    settlement_opportunities: [],
    account_updates: [],
  },
};

describe('summary parsing', () => {
  it('parses plain and fenced JSON', () => {
    const text = JSON.stringify(content);
    expect(parseSummaryContent(text)).toEqual({ ok: true, content });
    expect(parseSummaryContent(`\`\`\`json\n${text}\n\`\`\``)).toEqual({ ok: true, content });
    expect(stripCodeFence('```\n{}\n```')).toBe('{}');
  });

  it('reports unparsable or malformed content and a missing summary', () => {
    expect(parseSummaryContent('{not json')).toEqual({
      ok: false,
      message: 'Error parsing summary content',
    });
    expect(parseSummaryContent('{"summary": 1}')).toEqual({
      ok: false,
      message: 'Error parsing summary content',
    });
    expect(parseSummaryContent('')).toEqual({ ok: false, message: 'No summary available' });
  });

  it('is current for 7 days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isSummaryCurrent({ date_generated: '2026-11-15T12:00:00Z' }, now)).toBe(true);
    expect(isSummaryCurrent({ date_generated: '2026-11-15T11:59:59Z' }, now)).toBe(false);
  });

  it('lists up to 10 fetched summaries without the newest', () => {
    const summaries = Array.from({ length: 12 }, (_, index) => ({
      date_generated: `2026-11-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
    }));
    const older = olderSummaries(summaries);
    expect(older).toHaveLength(9);
    expect(older[0]?.date_generated).toBe('2026-11-11T00:00:00Z');
  });

  it('keeps 3 key actions', () => {
    expect(keyActions(content as never)).toEqual(['Call A', 'Call B', 'Dec 5: A']);
  });
});

describe('local summarizer', () => {
  it('extracts senders, offers, deadlines and updates', () => {
    const result = summarizeEmails([
      {
        sender_email: 'offers@capone.example',
        subject: 'Settlement offer',
        content: 'We can settle your balance for $1,200 if paid by Dec 15, 2026.',
        date_sent: '2026-11-20T10:00:00Z',
      },
      {
        sender_email: 'offers@capone.example',
        subject: 'Your statement',
        content: 'Your statement balance is $2,650.',
        date_sent: '2026-11-18T10:00:00Z',
      },
      { sender_email: '', subject: '', content: null, date_sent: '2026-11-17T10:00:00Z' },
    ]);
    expect(result.total_debt_emails).toBe(3);
    expect(result.priority_level).toBe('high');
    expect(result.highlights.frequent_senders).toEqual(['offers@capone.example (2)']);
    expect(result.highlights.settlement_opportunities).toEqual([
      'offers@capone.example: Settlement offer ($1,200)',
    ]);
    expect(result.highlights.deadlines).toEqual([
      'Dec 15, 2026: offers@capone.example: Settlement offer',
    ]);
    expect(result.highlights.account_updates).toEqual([
      'offers@capone.example: Your statement ($2,650)',
    ]);
    expect(result.highlights.action_items[0]).toBe(
      'Review the settlement offer from offers@capone.example',
    );
    expect(parseSummaryContent(JSON.stringify(result)).ok).toBe(true);
  });

  it('says so when there were no emails', () => {
    expect(summarizeEmails([])).toMatchObject({
      priority_level: 'low',
      summary: 'No creditor emails arrived this week.',
    });
  });
});
