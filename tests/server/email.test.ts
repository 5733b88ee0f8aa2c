/**
 * The deflection inbox on the production API: inbound creditor mail through the signed webhook,
 * weekly summaries from the local summarizer or an OpenAI-compatible endpoint, and the weekly
 * job that writes them for every opted-in user.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { SummaryContentSchema } from '../../src/features/email/contract';
import { parseSummaryContent } from '../../src/features/email/model/summary';
import { createLlmSummarizer } from '../../server/adapters/summarizer';
import { runWeeklySummaries } from '../../server/platform/jobs';
import { startTestServer, TEST_INBOUND_SECRET, type TestServer } from './harness';
import { detailOf, send, signIn } from './http';

let server: TestServer;
const subscriber = PERSONAS.subscriber.user_id;
const ADDRESS = 'dana.rivera.relief@inbox.selfsettle.example';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const inbound = (body: unknown, secret = TEST_INBOUND_SECRET) =>
  send(server, 'POST', '/webhooks/inbound-email', {
    body,
    headers: { 'X-Inbound-Secret': secret },
  });

describe('inbound creditor mail', () => {
  const email = {
    to: ADDRESS,
    from: 'offers@citi.example',
    subject: 'Settle for 40% by Dec 31',
    text: 'We can settle your balance of $2,500 for $1,000 if paid by Dec 31.',
    date: new Date().toISOString(),
    message_id: '<offer-1@citi.example>',
  };

  it('stores an email for the account it was sent to, once, and shows it first', async () => {
    expect((await inbound(email)).status).toBe(202);
    const again = await inbound(email);
    expect(again.body).toEqual({ status: 'duplicate' });
    const token = await signIn(server, 'subscriber');
    const recent = await send(server, 'GET', `/emails/${subscriber}/recent`, { token });
    const list = recent.body as { subject: string }[];
    expect(list[0]!.subject).toBe(email.subject);
    expect(list.filter((item) => item.subject === email.subject)).toHaveLength(1);
  });

  it('stores the longest email the schema allows, even written in non-Latin script', async () => {
    // 200,000 characters, each 3 bytes in UTF-8: far above the API's 64 KB JSON limit.
    const text = '債'.repeat(200_000);
    const long = { ...email, message_id: '<long-1@citi.example>', subject: 'Long letter', text };
    const answer = await inbound(long);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const stored = await server.deps.models.Email.findOne({ message_id: long.message_id }).lean();
    expect(stored?.content).toBe(text);
    // One character over the schema is refused with a detail, not a 413.
    const over = await inbound({ ...long, message_id: '<long-2@citi.example>', text: `${text}x` });
    expect(over.status).toBe(400);
    detailOf(over);
  });

  it('stores redeliveries that race each other once (a unique index on user and Message-ID)', async () => {
    const racing = { ...email, message_id: '<race-1@citi.example>', subject: 'Racing' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => inbound(racing)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(202));
    expect(
      answers.filter((answer) => (answer.body as { status: string }).status === 'stored'),
    ).toHaveLength(1);
    expect(
      await server.deps.models.Email.countDocuments({
        user_id: subscriber,
        message_id: racing.message_id,
      }),
    ).toBe(1);
    const indexes = await server.deps.models.Email.collection.indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { user_id: 1, message_id: 1 }, unique: true }),
    );
  });

  it('refuses a wrong secret (401), bad input (400) and an unknown address (404)', async () => {
    expect((await inbound(email, 'x'.repeat(44))).status).toBe(401);
    const bad = await inbound({ ...email, to: { $ne: null } });
    expect(bad.status).toBe(400);
    detailOf(bad);
    expect((await inbound({ ...email, to: 'nobody@inbox.selfsettle.example' })).status).toBe(404);
  });
});

describe('weekly summaries', () => {
  it('summarize writes a fresh, parsable summary of the last 7 days that becomes the newest', async () => {
    const token = await signIn(server, 'subscriber');
    const answer = await send(server, 'POST', `/emails/${subscriber}/summarize`, { token });
    expect(answer.body).toEqual({ success: true });
    const latest = await send(server, 'GET', `/emails/${subscriber}/summary`, { token });
    const summary = latest.body as {
      date_generated: string;
      summary_content: string;
      emails_summarized: number;
    };
    expect(Date.now() - Date.parse(summary.date_generated)).toBeLessThan(60_000);
    expect(summary.emails_summarized).toBeGreaterThanOrEqual(8);
    expect(parseSummaryContent(summary.summary_content).ok).toBe(true);
  });

  it('the weekly job writes one summary for every opted-in user with an inbox', async () => {
    const before = await server.deps.models.Summary.countDocuments({ user_id: subscriber });
    expect(await runWeeklySummaries(server.deps)).toBe(1);
    expect(await server.deps.models.Summary.countDocuments({ user_id: subscriber })).toBe(
      before + 1,
    );
  });
});

describe('an OpenAI-compatible summarizer', () => {
  let llm: Server;
  let url: string;
  const seen: {
    authorization?: string;
    body: { model: string; messages: { content: string }[] };
  }[] = [];
  let reply: (content: string) => unknown = (content) => ({ choices: [{ message: { content } }] });

  const CONTENT = {
    summary: 'Two creditors wrote; Discover offers a settlement.',
    priority_level: 'high',
    total_debt_emails: 2,
    highlights: {
      frequent_senders: ['offers@discover.example'],
      action_items: ['Answer the Discover offer'],
      deadlines: ['Dec 15, 2026'],
      settlement_opportunities: ['Discover: $3,420'],
      account_updates: [],
    },
  };

  beforeAll(async () => {
    llm = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        seen.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(reply(`\`\`\`json\n${JSON.stringify(CONTENT)}\n\`\`\``)));
      });
    });
    await new Promise<void>((done) => llm.listen(0, '127.0.0.1', () => done()));
    url = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((done) => llm.close(() => done())));

  it('sends the week’s emails with the model and key, and reads a fenced JSON answer', async () => {
    const summarizer = createLlmSummarizer({
      baseUrl: url,
      model: 'summary-model',
      apiKey: 'sk-llm-test',
    });
    const content = await summarizer.summarize([
      {
        sender_email: 'offers@discover.example',
        subject: 'Offer',
        content: 'Settle for $3,420 by Dec 15, 2026.',
        date_sent: new Date().toISOString(),
      },
    ]);
    expect(SummaryContentSchema.parse(content)).toEqual(CONTENT);
    expect(seen.at(-1)?.authorization).toBe('Bearer sk-llm-test');
    expect(seen.at(-1)?.body.model).toBe('summary-model');
    expect(seen.at(-1)?.body.messages[1]?.content).toContain('Settle for $3,420');
  });

  it('answers 502 with a detail when the model sends something unreadable, and stores nothing', async () => {
    reply = () => ({ choices: [{ message: { content: 'I am sorry, I cannot do that.' } }] });
    const withLlm = await startTestServer({
      overrides: { summarizer: createLlmSummarizer({ baseUrl: url, model: 'summary-model' }) },
    });
    try {
      const token = await signIn(withLlm, 'subscriber');
      const before = await withLlm.deps.models.Summary.countDocuments();
      const answer = await send(withLlm, 'POST', `/emails/${subscriber}/summarize`, { token });
      expect(answer.status).toBe(502);
      expect(detailOf(answer)).toBe('The summary service sent a summary this app cannot read.');
      expect(await withLlm.deps.models.Summary.countDocuments()).toBe(before);
    } finally {
      await withLlm.stop();
    }
  });
});
