/**
 * What inbound creditor mail may cost: the stored text is capped as the webhook's JSON is, the
 * bytes of the files a message brings are bounded per message, and an inbox takes a number of
 * messages a day and a sender a number an hour in each inbox (452 over SMTP, 429 on the webhook), so anonymous
 * mail cannot fill the database or the owner's page.
 */
import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { INBOUND_TEXT_MAX } from '../../src/features/email/service/inbound';
import {
  ATTACHMENTS_KEEP_PER_MESSAGE_BYTES,
  ATTACHMENT_KEEP_MAX_BYTES,
} from '../../src/features/email/model/attachments';
import {
  RCPT_FAILURES_PER_CLIENT_HOURLY,
  RCPT_FAILURES_PER_CONNECTION,
  smtpReceiverOf,
  type SmtpReceiver,
} from '../../server/features/email/smtp';
import { startTestServer, TEST_INBOUND_SECRET, type TestServer } from './harness';

const subscriber = PERSONAS.subscriber.user_id;
const INBOX = 'dana.rivera.relief@inbox.selfsettle.example';
/** The unpaid persona's inbox. */
const OTHER_INBOX = 'riley.chen.relief@inbox.selfsettle.example';
const INBOX_DAILY = 6;
const SENDER_HOURLY = 4;

let server: TestServer;
let smtp: SmtpReceiver;
let smtpPort: number;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      INBOUND_INBOX_DAILY_LIMIT: String(INBOX_DAILY),
      INBOUND_SENDER_HOURLY_LIMIT: String(SENDER_HOURLY),
    },
  });
  smtp = smtpReceiverOf(server.deps);
  smtpPort = await smtp.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await smtp.close();
  await server.stop();
});
beforeEach(async () => {
  server.setNow(new Date('2026-11-30T10:00:00.000Z'));
  await server.reset();
  seeded = (await server.deps.models.Email.find({ user_id: subscriber }).lean()).map(
    (email) => email.message_id,
  );
});

/** A plain message; `body` as given (7-bit lines). */
function message(id: string, from: string, body: string): Buffer {
  return Buffer.from(
    [
      `From: Collections <${from}>`,
      `To: ${INBOX}`,
      'Subject: Your account',
      'Date: Mon, 30 Nov 2026 09:00:00 +0000',
      `Message-ID: <${id}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      body,
      '',
    ].join('\r\n'),
  );
}

async function bySmtp(
  raw: Buffer,
  from = 'bounces@sender.example',
  to: string[] = [INBOX],
): Promise<number | null> {
  const mailer = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false });
  try {
    await mailer.sendMail({ envelope: { from, to }, raw });
    return null;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  } finally {
    mailer.close();
  }
}

async function byWebhook(raw: Buffer): Promise<{ status: number; detail?: string }> {
  const response = await fetch(`${server.baseUrl}/webhooks/inbound-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'message/rfc822',
      'X-Inbound-Secret': TEST_INBOUND_SECRET,
      'X-Envelope-To': INBOX,
    },
    body: new Uint8Array(raw),
  });
  const answer = (await response.json()) as { detail?: string };
  return { status: response.status, detail: answer.detail };
}

let seeded: string[] = [];
/** The emails the test delivered (the persona's inbox holds seeded ones). */
const stored = () =>
  server.deps.models.Email.find({ user_id: subscriber, message_id: { $nin: seeded } }).lean();

describe('what one message may store', () => {
  it('caps the stored text at the same 200,000 characters as the JSON shape', async () => {
    const line = `${'a'.repeat(99)}\r\n`;
    const body = line.repeat(Math.ceil((INBOUND_TEXT_MAX * 1.5) / line.length));
    expect(await bySmtp(message('long-text@collector.example', 'a@collector.example', body))).toBe(
      null,
    );
    const [email] = await stored();
    expect(email!.content!.length).toBeLessThanOrEqual(INBOUND_TEXT_MAX);
    expect(email!.content!.length).toBeGreaterThan(INBOUND_TEXT_MAX - 1000);
    // The reader is told the rest was not kept.
    expect(email!.content).toMatch(/not kept/);
  });

  it('keeps the bytes of files only up to a total per message; the rest are listed with a note', async () => {
    const boundary = 'files-boundary';
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(ATTACHMENT_KEEP_MAX_BYTES - 1024, 0x41),
    ]).toString('base64');
    const count = Math.ceil(ATTACHMENTS_KEEP_PER_MESSAGE_BYTES / ATTACHMENT_KEEP_MAX_BYTES) + 2;
    const parts = Array.from({ length: count }, (_, index) =>
      [
        `--${boundary}`,
        `Content-Type: application/pdf; name="statement-${index}.pdf"`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="statement-${index}.pdf"`,
        '',
        pdf.replace(/.{76}/g, '$&\r\n'),
      ].join('\r\n'),
    );
    const raw = Buffer.from(
      [
        'From: Collections <files@collector.example>',
        `To: ${INBOX}`,
        'Subject: Statements',
        'Message-ID: <many-files@collector.example>',
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain',
        '',
        'Your statements.',
        ...parts,
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    expect(await bySmtp(raw)).toBe(null);
    const [email] = await stored();
    const files = email!.attachments ?? [];
    expect(files).toHaveLength(count);
    const keptBytes = files.reduce(
      (sum, file) => sum + (file.content ? Buffer.from(file.content, 'base64').length : 0),
      0,
    );
    expect(keptBytes).toBeLessThanOrEqual(ATTACHMENTS_KEEP_PER_MESSAGE_BYTES);
    expect(keptBytes).toBeGreaterThan(0);
    expect(files.filter((file) => !file.content).every((file) => /Not kept/.test(file.note!))).toBe(
      true,
    );
  });
});

describe('how much mail an inbox and a sender may send', () => {
  it("refuses an inbox's mail past its daily number: 452 over SMTP, 429 on the webhook", async () => {
    for (let index = 0; index < INBOX_DAILY; index += 1) {
      const from = `sender${index}@collector${index}.example`;
      expect(await bySmtp(message(`daily-${index}@x.example`, from, 'Hello'), from)).toBe(null);
    }
    const over = message('daily-over@x.example', 'other@collector.example', 'Hello');
    expect(await bySmtp(over, 'other@collector.example')).toBe(452);
    const webhook = await byWebhook(over);
    expect(webhook.status).toBe(429);
    expect(webhook.detail).toMatch(/today/);
    expect(await stored()).toHaveLength(INBOX_DAILY);
    // The next day the inbox takes mail again.
    server.setNow(new Date('2026-12-01T00:00:01.000Z'));
    expect(await bySmtp(over, 'other@collector.example')).toBe(null);
  });

  it('refuses one sender past its hourly number: 452 over SMTP, 429 on the webhook', async () => {
    const from = 'flood@collector.example';
    for (let index = 0; index < SENDER_HOURLY; index += 1) {
      expect(await bySmtp(message(`hourly-${index}@x.example`, from, 'Hello'), from)).toBe(null);
    }
    const over = message('hourly-over@x.example', from, 'Hello');
    expect(await bySmtp(over, from)).toBe(452);
    expect((await byWebhook(over)).status).toBe(429);
    // Another sender is not held up.
    const other = 'calm@lender.example';
    expect(await bySmtp(message('calm@x.example', other, 'Hello'), other)).toBe(null);
    expect(await stored()).toHaveLength(SENDER_HOURLY + 1);
    // Nothing in the counters names the sender.
    const counters = await server.deps.models.RateLimit.find({}).lean();
    expect(JSON.stringify(counters)).not.toContain('collector.example');
  });

  it("counts a sender's hour in each inbox: a creditor writing to many customers is not held up", async () => {
    const from = 'statements@bigbank.example';
    for (let index = 0; index < SENDER_HOURLY; index += 1) {
      expect(await bySmtp(message(`many-${index}@x.example`, from, 'Hello'), from)).toBe(null);
    }
    // The same hour, to another customer's inbox: taken.
    const other = { to: OTHER_INBOX, userId: PERSONAS.unpaid.user_id };
    const elsewhere = message('many-other@x.example', from, 'Hello');
    expect(await bySmtp(elsewhere, from, [other.to])).toBe(null);
    // One message to both: stored where the sender has room, refused (452) for the full one,
    // and the sender's retry finds the stored copy done.
    const both = message('many-both@x.example', from, 'Hello');
    expect(await bySmtp(both, from, [INBOX, other.to])).toBe(452);
    expect(await bySmtp(both, from, [INBOX, other.to])).toBe(452);
    const theirs = await server.deps.models.Email.find({
      user_id: other.userId,
      message_id: { $in: ['<many-other@x.example>', '<many-both@x.example>'] },
    }).lean();
    expect(theirs).toHaveLength(2);
    expect(await stored()).toHaveLength(SENDER_HOURLY);
    // The retry of the stored copy took nothing of the other inbox's hour: two more fit.
    for (let index = 0; index < SENDER_HOURLY - 2; index += 1) {
      const raw = message(`many-more-${index}@x.example`, from, 'Hello');
      expect(await bySmtp(raw, from, [other.to])).toBe(null);
    }
    expect(await bySmtp(message('many-last@x.example', from, 'Hi'), from, [other.to])).toBe(452);
  });

  it('does not count a redelivered message against the inbox', async () => {
    const raw = message('again@x.example', 'again@collector.example', 'Hello');
    for (let index = 0; index < INBOX_DAILY + 2; index += 1) {
      expect(await bySmtp(raw, `again${index}@collector.example`)).toBe(null);
    }
    expect(await stored()).toHaveLength(1);
  });
});

/** A bare SMTP conversation: each command's reply code, in order (null once the server has closed). */
async function converse(commands: string[]): Promise<(number | null)[]> {
  const socket = connect(smtpPort, '127.0.0.1');
  const replies: string[] = [];
  let buffered = '';
  let closed = false;
  let wake: (() => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    // A reply ends with a line whose code is followed by a space.
    for (let match; (match = /^(\d{3}) .*\r\n/m.exec(buffered));) {
      replies.push(match[1]!);
      buffered = buffered.slice(match.index + match[0].length);
    }
    wake?.();
  });
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  const next = async (count: number) => {
    while (replies.length < count && !closed) await new Promise<void>((r) => (wake = r));
  };
  const codes: (number | null)[] = [];
  await next(1); // the greeting
  for (const [index, command] of commands.entries()) {
    if (closed) {
      codes.push(null);
      continue;
    }
    socket.write(`${command}\r\n`);
    await next(index + 2);
    codes.push(replies[index + 1] ? Number(replies[index + 1]) : null);
  }
  socket.destroy();
  return codes;
}

describe('guessing inbox addresses over SMTP', () => {
  const unknown = (index: number) => `RCPT TO:<nobody.${index}@inbox.selfsettle.example>`;

  it('closes a connection after a few unknown recipients (421)', async () => {
    const tries = Array.from({ length: RCPT_FAILURES_PER_CONNECTION + 3 }, (_, i) => unknown(i));
    const codes = await converse(['EHLO prober.example', 'MAIL FROM:<p@prober.example>', ...tries]);
    const rcpt = codes.slice(2);
    expect(rcpt.slice(0, RCPT_FAILURES_PER_CONNECTION)).toEqual(
      Array(RCPT_FAILURES_PER_CONNECTION).fill(550),
    );
    expect(rcpt[RCPT_FAILURES_PER_CONNECTION]).toBe(421);
    expect(rcpt.slice(RCPT_FAILURES_PER_CONNECTION + 1)).toEqual([null, null]);
  });

  it('refuses a client address that keeps failing, over new connections, even for a real inbox', async () => {
    const perConnection = RCPT_FAILURES_PER_CONNECTION - 1;
    let tried = 0;
    while (tried < RCPT_FAILURES_PER_CLIENT_HOURLY) {
      const tries = Array.from({ length: perConnection }, (_, i) => unknown(tried + i));
      await converse(['EHLO prober.example', 'MAIL FROM:<p@prober.example>', ...tries]);
      tried += perConnection;
    }
    const codes = await converse([
      'EHLO prober.example',
      'MAIL FROM:<p@prober.example>',
      `RCPT TO:<${INBOX}>`,
    ]);
    expect(codes[2]).toBe(421);
    // An hour on, the address is heard again.
    server.setNow(new Date('2026-11-30T11:00:01.000Z'));
    const later = await converse([
      'EHLO prober.example',
      'MAIL FROM:<p@prober.example>',
      `RCPT TO:<${INBOX}>`,
    ]);
    expect(later[2]).toBe(250);
  });
});

describe('a message without a Message-ID', () => {
  it('is stored once when it is delivered again, by a digest of its envelope, date and body', async () => {
    const raw = Buffer.from(
      message('unused@x.example', 'noid@collector.example', 'Pay $100 by Friday.')
        .toString('latin1')
        .replace(/^Message-ID: .*\r\n/m, ''),
      'latin1',
    );
    expect(raw.toString('latin1')).not.toMatch(/Message-ID/i);
    expect(await bySmtp(raw)).toBe(null);
    expect(await bySmtp(raw)).toBe(null);
    expect((await byWebhook(raw)).status).toBe(202);
    expect(await stored()).toHaveLength(1);
    // Another body is another message.
    const other = Buffer.from(raw.toString('latin1').replace('$100', '$120'), 'latin1');
    expect(await bySmtp(other)).toBe(null);
    expect(await stored()).toHaveLength(2);
  });
});
