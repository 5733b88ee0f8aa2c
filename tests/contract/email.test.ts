import { describe, expect, it } from 'vitest';
import { emailEndpoints as api, RECENT_EMAILS_BOUND } from '../../src/features/email/contract';
import { enrollmentEndpoints } from '../../src/features/enrollment/contract';
import { parseSummaryContent } from '../../src/features/email/model/summary';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';

setupBackend();

const params = (persona: 'subscriber' | 'newcomer' | 'unpaid') => ({
  params: { user_id: idOf(persona) },
});

describe('GET /emails/{user_id}/accounts', () => {
  it('lists the deflection account of the subscriber and none for the newcomer', async () => {
    const accounts = await call('subscriber', api.listEmailAccounts, params('subscriber'));
    expect(accounts).toHaveLength(1);
    expectExactAnswer(accounts);
    expect(await call('newcomer', api.listEmailAccounts, params('newcomer'))).toEqual([]);
  });
});

describe('GET /emails/{user_id}/recent', () => {
  it('lists at least 8 emails newest first, a blank subject and a blank sender kept blank', async () => {
    const emails = await call('subscriber', api.listRecentEmails, params('subscriber'));
    expect(emails.length).toBeGreaterThanOrEqual(8);
    expectExactAnswer(emails);
    const dates = emails.map((email) => email.date_sent);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(emails.some((email) => email.subject === '')).toBe(true);
    expect(emails.some((email) => email.sender_email === '')).toBe(true);
  });
});

describe('the bound of a list', () => {
  it('answers at most `limit` recent emails, 50 without one, and refuses more than 200', async () => {
    const all = await call('subscriber', api.listRecentEmails, params('subscriber'));
    const two = await call('subscriber', api.listRecentEmails, {
      ...params('subscriber'),
      query: { limit: 2 },
    });
    expect(two).toEqual(all.slice(0, 2));
    expect(all.length).toBeLessThanOrEqual(RECENT_EMAILS_BOUND.fallback);
    await expectStatus(
      'subscriber',
      api.listRecentEmails,
      { ...params('subscriber'), query: { limit: RECENT_EMAILS_BOUND.max + 1 } },
      400,
    );
    await expectStatus(
      'subscriber',
      api.listEmailAccounts,
      { ...params('subscriber'), query: { limit: 0 } },
      400,
    );
  });
});

describe('weekly summaries', () => {
  it('returns the newest summary, current and fenced, which parses', async () => {
    const latest = await call('subscriber', api.latestSummary, params('subscriber'));
    expectExactAnswer(latest);
    expect(latest!.summary_content.trim().startsWith('```')).toBe(true);
    expect(parseSummaryContent(latest!.summary_content).ok).toBe(true);
    expect(Date.now() - Date.parse(latest!.date_generated)).toBeLessThan(7 * 86_400_000);
  });

  it('returns null for a user without summaries', async () => {
    expect(await call('newcomer', api.latestSummary, params('newcomer'))).toBeNull();
  });

  it('lists summaries newest first, with one older than 7 days, honouring the limit', async () => {
    const all = await call('subscriber', api.listSummaries, {
      ...params('subscriber'),
      query: { limit: 10 },
    });
    expect(all.length).toBeGreaterThanOrEqual(2);
    const dates = all.map((summary) => summary.date_generated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      all.some((summary) => Date.now() - Date.parse(summary.date_generated) > 7 * 86_400_000),
    ).toBe(true);
    const one = await call('subscriber', api.listSummaries, {
      ...params('subscriber'),
      query: { limit: 1 },
    });
    expect(one).toEqual(all.slice(0, 1));
    await expectStatus(
      'subscriber',
      api.listSummaries,
      { ...params('subscriber'), query: { limit: 0 } },
      400,
    );
  });

  it('generates a fresh summary of the recent emails', async () => {
    const before = await call('subscriber', api.listSummaries, {
      ...params('subscriber'),
      query: {},
    });
    expect(await call('subscriber', api.summarize, params('subscriber'))).toEqual({
      success: true,
    });
    const latest = await call('subscriber', api.latestSummary, params('subscriber'));
    expect(before.map((summary) => summary.summary_id)).not.toContain(latest!.summary_id);
    expect(Date.now() - Date.parse(latest!.date_generated)).toBeLessThan(60_000);
    const parsed = parseSummaryContent(latest!.summary_content);
    expect(parsed.ok).toBe(true);
    expect(latest!.emails_summarized).toBeGreaterThan(0);
  });
});

describe('POST /emails/{user_id}/summarize: a paid action, gated and limited', () => {
  it('answers 402 to a fresh account whose program has email deflection but no subscription (the probe)', async () => {
    await call('newcomer', enrollmentEndpoints.updateProgram, {
      params: { user_id: idOf('newcomer') },
      body: { savings_support: false, debt_negotiation: 2, email_opt_in: true },
    });
    const error = await expectStatus('newcomer', api.summarize, params('newcomer'), 402);
    expect(error.detail).toBe('An active subscription is required for this feature.');
    const unpaid = await expectStatus('unpaid', api.summarize, params('unpaid'), 402);
    expect(unpaid.detail).toBe(error.detail);
    expect(await call('unpaid', api.latestSummary, params('unpaid'))).toBeNull();
  });

  it('answers 402 naming email deflection when a subscriber turns it off', async () => {
    await call('subscriber', enrollmentEndpoints.updateProgram, {
      params: { user_id: idOf('subscriber') },
      body: { savings_support: true, debt_negotiation: 1, email_opt_in: false },
    });
    const error = await expectStatus('subscriber', api.summarize, params('subscriber'), 402);
    expect(error.detail).toBe(
      'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
    );
  });

  it('answers 429 beyond 10 generations per user and day, and writes no 11th summary', async () => {
    for (let made = 0; made < 10; made += 1) {
      expect(await call('subscriber', api.summarize, params('subscriber'))).toEqual({
        success: true,
      });
    }
    const latest = await call('subscriber', api.latestSummary, params('subscriber'));
    const error = await expectStatus('subscriber', api.summarize, params('subscriber'), 429);
    expect(error.detail).toBe(
      "You have reached today's limit of 10 summaries. Please try again tomorrow.",
    );
    expect((await call('subscriber', api.latestSummary, params('subscriber')))!.summary_id).toBe(
      latest!.summary_id,
    );
  });
});
