/**
 * Creditor mail from the real world (issue 32): the corpus under tests/fixtures/mail, each
 * message sent with nodemailer over SMTP to the receiver, posted raw (`message/rfc822`) and in
 * SendGrid's Inbound Parse format to the webhook, and the stored email checked field by field.
 * Refusals (unknown or paused inbox, oversized, a database failure) and duplicates, both ways.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../mocks/personas';
import { parseSummaryContent } from '../../src/features/email/model/summary';
import { writeSummary } from '../../src/features/email/service/email';
import { NO_INBOX_DETAIL } from '../../src/features/email/service/inbound';
import { localSummarizer } from '../../server/adapters/summarizer';
import {
  createSmtpReceiver,
  smtpReceiverOf,
  type SmtpReceiver,
} from '../../server/features/email/smtp';
import {
  NO_ENVELOPE_DETAIL,
  SENDGRID_PARSED_MODE_DETAIL,
} from '../../server/features/email/inbound';
import { createMongoStore } from '../../server/platform/store';
import { failReadsOf } from './failing-reads';
import { startTestServer, TEST_INBOUND_SECRET, type TestServer } from './harness';

const FIXTURES = join(import.meta.dirname, '../fixtures/mail');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

const subscriber = PERSONAS.subscriber.user_id;
const INBOX = 'dana.rivera.relief@inbox.selfsettle.example';
/** Small, so the oversized message stays quick to build and send. */
const MAX_BYTES = 256 * 1024;

interface StoredAttachment {
  filename: string;
  content_type: string;
  size: number;
  /** The first bytes of the kept file, or the note of a dropped one. */
  starts?: string;
  note?: string;
}

interface Expected {
  subject: string;
  sender_email: string;
  /** null: the message has no Date header, so the time of arrival. */
  date_sent: string | null;
  message_id: string;
  content: string;
  attachments: StoredAttachment[];
}

const CORPUS: Record<string, Expected> = {
  'plain-text.eml': {
    subject: 'A settlement offer for your account ending 4821',
    sender_email: 'Citi Card Services <offers@citi.example>',
    date_sent: '2026-11-23T14:15:00.000Z',
    message_id: '<plain-text-1@citi.example>',
    content:
      'Dear Dana Rivera,\n\nWe can settle your balance of $2,500.00 for $1,000.00 if paid by Dec 31, 2026.\nCall us at 1-800-555-0100 or visit https://citi.example/settle.\n\nCiti Card Services',
    attachments: [],
  },
  'html-only.eml': {
    subject: 'Your statement is ready',
    sender_email: 'Capital One <notices@capitalone.example>',
    date_sent: '2026-11-24T14:30:00.000Z',
    message_id: '<html-only-1@capitalone.example>',
    // The page's text-only rules: no style, title or script text; a safe link keeps its address;
    // a link whose text names another site shows its real target; javascript: is dropped.
    content:
      'Your statement is ready\n\nHello Dana,\nyour balance is $3,120.44.\n\nView statement (https://capitalone.example/statements)\n\nQuestions? https://login.capitalone.invalid/phish\n\nUnsubscribe',
    attachments: [],
  },
  'multipart-alternative.eml': {
    subject: 'Lump-sum offer: 45% off your balance',
    sender_email: 'Discover <offers@discover.example>',
    date_sent: '2026-11-25T16:00:00.000Z',
    message_id: '<alternative-1@discover.example>',
    content: 'Pay $1,870.00 by Dec 15, 2026 and we will close the account as settled.',
    attachments: [],
  },
  'quoted-printable.eml': {
    subject: 'Payment received',
    sender_email: 'Synchrony Bank <service@synchrony.example>',
    date_sent: '2026-11-26T10:05:00.000Z',
    message_id: '<qp-1@synchrony.example>',
    content:
      'We’ve received your payment of $250.00. Your remaining balance is $1,975.12 and your next payment is due Dec 20, 2026. Reference: code=7F3A.\n\nSynchrony Bank',
    attachments: [],
  },
  'base64-body.eml': {
    subject: 'Past due – action needed',
    sender_email: 'Müller Collections <collect@mueller.example>',
    date_sent: '2026-11-26T10:00:00.000Z',
    message_id: '<base64-1@mueller.example>',
    content:
      'Your account is past due. Pay €120.00 or $130.00 by Dec 10, 2026 to avoid a late fee.\nMüller Collections GmbH',
    attachments: [],
  },
  'iso-8859-1.eml': {
    // =96 in an ISO-8859-1 encoded word is read as Windows-1252's en dash, as mail clients do.
    subject: 'Relevé de compte – décembre',
    sender_email: 'Banco Peñasco <cobros@penasco.example>',
    date_sent: '2026-11-27T06:45:00.000Z',
    message_id: '<latin1-1@penasco.example>',
    content:
      'Señora Rivera,\nle recordamos que el saldo pendiente es de 1.250,00 £ (§ 4).\nCrédit réservé - grüße.',
    attachments: [],
  },
  'windows-1252.eml': {
    subject: 'Your “final notice”',
    sender_email: 'Portfolio Recovery <notices@portfolio.example>',
    date_sent: '2026-11-27T21:20:00.000Z',
    message_id: '<cp1252-1@portfolio.example>',
    content: 'Your “final notice” – pay €95.00 now… or call us.',
    attachments: [],
  },
  'pdf-attachment.eml': {
    subject: 'Your November statement',
    sender_email: 'Wells Fargo <statements@wellsfargo.example>',
    date_sent: '2026-11-28T06:00:00.000Z',
    message_id: '<pdf-1@wellsfargo.example>',
    content: 'Your November statement is attached. Minimum payment due Dec 22, 2026.',
    attachments: [
      { filename: 'statement.pdf', content_type: 'application/pdf', size: 452, starts: '%PDF-1.4' },
      {
        filename: 'records.zip',
        content_type: 'application/zip',
        size: 22,
        note: 'Not kept: files of type application/zip are not stored; only the name, type and size are.',
      },
    ],
  },
  'inline-image.eml': {
    subject: 'A new offer to settle',
    sender_email: 'American Express <alerts@americanexpress.example>',
    date_sent: '2026-11-28T12:00:00.000Z',
    message_id: '<inline-1@americanexpress.example>',
    // The picture the HTML shows inline is part of the letter: its alt text, no attachment.
    content: 'American Express logo\n\nWe can offer a settlement of $2,000.00 on your balance.',
    attachments: [],
  },
  'forwarded-chain.eml': {
    subject: 'Fwd: Re: Payment arrangement',
    sender_email: 'Dana Rivera <dana.rivera@example.com>',
    date_sent: '2026-11-30T00:10:00.000Z',
    message_id: '<fwd-1@example.com>',
    content:
      'For my records.\n\n---------- Forwarded message ---------\nFrom: Chase Recovery <recovery@chase.example>\nDate: Fri, Nov 27, 2026 at 3:02 PM\nSubject: Re: Payment arrangement\nTo: Dana Rivera <dana.rivera@example.com>\n\nWe accept 6 monthly payments of $300.00 starting Dec 5, 2026.\n\n> On Thu, Nov 26, 2026, Dana Rivera wrote:\n> Could we agree on a payment plan?',
    attachments: [],
  },
  'no-subject.eml': {
    subject: '',
    sender_email: 'Midland Credit <letters@midland.example>',
    date_sent: null,
    message_id: '<no-subject-1@midland.example>',
    content: 'Please call us about your account.',
    attachments: [],
  },
  'no-display-name.eml': {
    subject: 'Account transferred',
    sender_email: 'collections@lvnv.example',
    date_sent: '2026-11-30T09:00:00.000Z',
    message_id: '<no-name-1@lvnv.example>',
    content: 'Your account has been transferred to LVNV Funding.',
    attachments: [],
  },
};

/** A message over the size limit: the PDF letter with a scan far larger than allowed. */
function oversizedMessage(): Buffer {
  const scan = Buffer.alloc(MAX_BYTES + 1024, 7)
    .toString('base64')
    .replace(/.{76}/g, '$&\r\n');
  return Buffer.from(
    [
      'From: Wells Fargo <statements@wellsfargo.example>',
      `To: ${INBOX}`,
      'Subject: Your statement, scanned',
      'Message-ID: <oversized-1@wellsfargo.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="big"',
      '',
      '--big',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The scan is attached.',
      '--big',
      'Content-Type: image/png; name="scan.png"',
      'Content-Disposition: attachment; filename="scan.png"',
      'Content-Transfer-Encoding: base64',
      '',
      scan,
      '--big--',
      '',
    ].join('\r\n'),
  );
}

/** Replaces the Message-ID, for a message delivered as if new. */
const withMessageId = (raw: Buffer, id: string) =>
  Buffer.from(raw.toString('latin1').replace(/^Message-ID: .*$/im, `Message-ID: ${id}`), 'latin1');

let server: TestServer;
let smtp: SmtpReceiver;
let smtpPort: number;

beforeAll(async () => {
  server = await startTestServer({ env: { INBOUND_MESSAGE_MAX_BYTES: String(MAX_BYTES) } });
  smtp = smtpReceiverOf(server.deps);
  smtpPort = await smtp.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await smtp.close();
  await server.stop();
});

interface Delivery {
  /** The SMTP reply code of a refusal, or the webhook's status. */
  refused: number | null;
  status?: string;
}

function transport(port = smtpPort, extra: object = {}) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    tls: { rejectUnauthorized: false },
    ...extra,
  });
}

async function bySmtp(raw: Buffer, envelopeTo: string[] = [INBOX]): Promise<Delivery> {
  const mailer = transport();
  try {
    await mailer.sendMail({ envelope: { from: 'bounces@sender.example', to: envelopeTo }, raw });
    return { refused: null };
  } catch (error) {
    return { refused: (error as { responseCode?: number }).responseCode ?? -1 };
  } finally {
    mailer.close();
  }
}

async function post(body: Buffer, headers: Record<string, string>): Promise<Delivery> {
  const response = await fetch(`${server.baseUrl}/webhooks/inbound-email`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
  const answer = (await response.json()) as { status?: string; detail?: string };
  return response.status === 202
    ? { refused: null, status: answer.status }
    : { refused: response.status, status: answer.detail };
}

function byRawWebhook(raw: Buffer, envelopeTo: string[] = [INBOX]): Promise<Delivery> {
  return post(raw, {
    'Content-Type': 'message/rfc822',
    'X-Inbound-Secret': TEST_INBOUND_SECRET,
    ...(envelopeTo.length > 0 && { 'X-Envelope-To': envelopeTo.join(', ') }),
  });
}

/**
 * SendGrid Inbound Parse, 'POST the raw, full MIME message' on; the secret in the URL's Basic
 * auth. `fields` adds or replaces form fields; a null leaves that field out.
 */
function sendGridForm(
  raw: Buffer,
  envelopeTo: string[],
  fields: Record<string, string | null> = {},
) {
  const boundary = 'xYzZY-sendgrid-form';
  const part = (name: string, value: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const form: Record<string, Buffer | string | null> = {
    dkim: '{@citi.example : pass}',
    ...(raw.length > 0 && { email: raw }),
    to: envelopeTo.join(', '),
    from: 'bounces@sender.example',
    sender_ip: '192.0.2.10',
    envelope: JSON.stringify({ to: envelopeTo, from: 'bounces@sender.example' }),
    charsets: '{"to":"UTF-8","from":"UTF-8","subject":"UTF-8"}',
    SPF: 'pass',
    ...fields,
  };
  const body = Buffer.concat([
    ...Object.entries(form).flatMap(([name, value]) => (value === null ? [] : [part(name, value)])),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function bySendGrid(
  raw: Buffer,
  envelopeTo: string[] = [INBOX],
  fields: Record<string, string> = {},
): Promise<Delivery> {
  const { body, contentType } = sendGridForm(raw, envelopeTo, fields);
  return post(body, {
    'Content-Type': contentType,
    Authorization: `Basic ${Buffer.from(`sendgrid:${TEST_INBOUND_SECRET}`).toString('base64')}`,
  });
}

const WAYS_IN = {
  'SMTP (nodemailer to the receiver)': bySmtp,
  'the webhook, message/rfc822': byRawWebhook,
  "the webhook, SendGrid's Inbound Parse": bySendGrid,
};

const storedWith = (messageId: string) =>
  server.deps.models.Email.find({ user_id: subscriber, message_id: messageId }).lean();

describe.each(Object.entries(WAYS_IN))('the mail corpus through %s', (_way, deliver) => {
  beforeAll(() => server.reset());

  it.each(Object.entries(CORPUS))('stores %s field by field', async (file, expected) => {
    const before = Date.now();
    const delivery = await deliver(fixture(file));
    expect(delivery.refused).toBeNull();
    const stored = await storedWith(expected.message_id);
    expect(stored).toHaveLength(1);
    const email = stored[0]!;
    expect(email.user_id).toBe(subscriber);
    expect(email.subject).toBe(expected.subject);
    expect(email.sender_email).toBe(expected.sender_email);
    expect(email.content).toBe(expected.content);
    expect(email.message_id).toBe(expected.message_id);
    const sent = new Date(email.date_sent).getTime();
    if (expected.date_sent === null) {
      expect(sent).toBeGreaterThanOrEqual(before - 1000);
      expect(sent).toBeLessThanOrEqual(Date.now() + 1000);
    } else {
      expect(new Date(email.date_sent).toISOString()).toBe(expected.date_sent);
    }
    const attachments = (email.attachments ?? []).map(({ content, ...rest }) => ({
      ...rest,
      ...(content !== undefined && {
        starts: Buffer.from(content, 'base64').subarray(0, 8).toString('latin1'),
        bytes: Buffer.from(content, 'base64').length,
      }),
    }));
    expect(attachments).toEqual(
      expected.attachments.map((attachment) =>
        attachment.starts ? { ...attachment, bytes: attachment.size } : attachment,
      ),
    );
  });

  it('stores the same message delivered twice at once only once', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<twice-at-once@citi.example>');
    const deliveries = await Promise.all([deliver(raw), deliver(raw), deliver(raw)]);
    expect(deliveries.map((delivery) => delivery.refused)).toEqual([null, null, null]);
    expect(await storedWith('<twice-at-once@citi.example>')).toHaveLength(1);
  });

  it('refuses a message over the size limit and stores nothing', async () => {
    const delivery = await deliver(oversizedMessage());
    expect(delivery.refused).toBe(deliver === bySmtp ? 552 : 413);
    expect(await storedWith('<oversized-1@wellsfargo.example>')).toHaveLength(0);
  });
});

describe('addresses that take no mail', () => {
  const unknown = 'nobody.0000@inbox.selfsettle.example';
  const toUnknown = (raw: Buffer) =>
    Buffer.from(raw.toString('latin1').replaceAll(INBOX, unknown), 'latin1');

  it('refuses an unknown address at RCPT (550) and on the webhook (404)', async () => {
    const raw = toUnknown(withMessageId(fixture('plain-text.eml'), '<unknown-1@citi.example>'));
    expect(await bySmtp(raw, [unknown])).toEqual({ refused: 550 });
    expect(await byRawWebhook(raw, [unknown])).toEqual({ refused: 404, status: NO_INBOX_DETAIL });
    expect(await bySendGrid(raw, [unknown])).toEqual({ refused: 404, status: NO_INBOX_DETAIL });
    expect(
      await server.deps.models.Email.countDocuments({ message_id: '<unknown-1@citi.example>' }),
    ).toBe(0);
  });

  it('refuses a paused inbox (deflection turned off) the same way, and takes mail again once resumed', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<paused-1@citi.example>');
    await server.deps.models.EmailAccount.updateOne({ email_address: INBOX }, { active: false });
    try {
      expect(await bySmtp(raw)).toEqual({ refused: 550 });
      expect(await byRawWebhook(raw)).toEqual({ refused: 404, status: NO_INBOX_DETAIL });
      expect(await storedWith('<paused-1@citi.example>')).toHaveLength(0);
    } finally {
      await server.deps.models.EmailAccount.updateOne({ email_address: INBOX }, { active: true });
    }
    expect(await bySmtp(raw)).toEqual({ refused: null });
    expect(await storedWith('<paused-1@citi.example>')).toHaveLength(1);
  });

  it('takes mail for the inbox among other recipients: only the inbox is accepted at RCPT', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<mixed-rcpt@citi.example>');
    const mailer = transport();
    try {
      const info = await mailer.sendMail({
        envelope: {
          from: 'bounces@sender.example',
          to: [INBOX, 'nobody.1111@inbox.selfsettle.example'],
        },
        raw,
      });
      expect(info.accepted).toEqual([INBOX]);
      expect(info.rejected).toEqual(['nobody.1111@inbox.selfsettle.example']);
    } finally {
      mailer.close();
    }
    expect(await storedWith('<mixed-rcpt@citi.example>')).toHaveLength(1);
  });
});

describe('where the inbox is named', () => {
  it('finds the inbox in the envelope alone (a Bcc), over SMTP and both webhook formats', async () => {
    const bcc = (id: string) =>
      withMessageId(
        Buffer.from(
          fixture('plain-text.eml')
            .toString('latin1')
            .replace(/^To: .*$/m, 'To: Undisclosed recipients:;'),
          'latin1',
        ),
        id,
      );
    expect(await bySmtp(bcc('<bcc-smtp@citi.example>'))).toEqual({ refused: null });
    expect(await byRawWebhook(bcc('<bcc-raw@citi.example>'), [INBOX])).toMatchObject({
      refused: null,
    });
    expect(await bySendGrid(bcc('<bcc-sendgrid@citi.example>'))).toMatchObject({ refused: null });
    // Without the envelope the webhook refuses the message: it never guesses from the headers.
    expect(await byRawWebhook(bcc('<bcc-none@citi.example>'), [])).toEqual({
      refused: 400,
      status: NO_ENVELOPE_DETAIL,
    });
    for (const id of [
      '<bcc-smtp@citi.example>',
      '<bcc-raw@citi.example>',
      '<bcc-sendgrid@citi.example>',
    ]) {
      expect(await storedWith(id)).toHaveLength(1);
    }
  });
});

describe('To and Cc headers choose no inbox', () => {
  const other = PERSONAS.unpaid.user_id;
  const OTHER_INBOX = 'riley.chen.relief@inbox.selfsettle.example';
  /** The subscriber's inbox in the envelope; To and Cc name the unpaid persona's inbox too. */
  const forged = (id: string) =>
    withMessageId(
      Buffer.from(
        fixture('plain-text.eml')
          .toString('latin1')
          .replace(/^To: .*$/m, `To: ${OTHER_INBOX}\r\nCc: Riley <${OTHER_INBOX}>, ${INBOX}`),
        'latin1',
      ),
      id,
    );

  it.each(Object.entries(WAYS_IN))(
    'stores a To/Cc-forged message once, to the envelope recipient only (%s)',
    async (way, deliver) => {
      await server.reset();
      const id = `<forged-${way.length}@citi.example>`;
      expect((await deliver(forged(id), [INBOX])).refused).toBeNull();
      const stored = await server.deps.models.Email.find({ message_id: id }).lean();
      expect(stored.map((email) => email.user_id)).toEqual([subscriber]);
      expect(
        await server.deps.models.Email.countDocuments({ user_id: other, message_id: id }),
      ).toBe(0);
    },
  );

  it("refuses a SendGrid form without an 'envelope' field (400) and stores nothing", async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<no-envelope@citi.example>');
    const { body, contentType } = sendGridForm(raw, [INBOX], { envelope: null });
    expect(
      await post(body, { 'Content-Type': contentType, 'X-Inbound-Secret': TEST_INBOUND_SECRET }),
    ).toEqual({ refused: 400, status: NO_ENVELOPE_DETAIL });
    expect(await storedWith('<no-envelope@citi.example>')).toHaveLength(0);
  });
});

describe('whether the sender is verified', () => {
  beforeAll(() => server.reset());
  const stored = async (id: string) => (await storedWith(id))[0];

  it("marks a sender unverified when SendGrid's SPF fails and no aligned DKIM passes", async () => {
    const id = '<spf-fail@citi.example>';
    const delivery = await bySendGrid(withMessageId(fixture('plain-text.eml'), id), [INBOX], {
      SPF: 'fail',
      dkim: 'none',
    });
    expect(delivery.refused).toBeNull();
    const email = await stored(id);
    expect(email?.sender_verified).toBe(false);
    expect(email?.sender_auth).toBe('SPF: fail; DKIM: none');
  });

  it("marks a sender verified by SendGrid's DKIM pass for the From domain", async () => {
    const id = '<dkim-pass@citi.example>';
    expect((await bySendGrid(withMessageId(fixture('plain-text.eml'), id))).refused).toBeNull();
    const email = await stored(id);
    expect(email?.sender_verified).toBe(true);
    expect(email?.sender_auth).toBe('SPF: pass; DKIM: {@citi.example : pass}');
  });

  it('does not take a DKIM pass for another domain as the From domain passing', async () => {
    const id = '<dkim-other@citi.example>';
    const delivery = await bySendGrid(withMessageId(fixture('plain-text.eml'), id), [INBOX], {
      SPF: 'softfail',
      dkim: '{@attacker.example : pass}',
    });
    expect(delivery.refused).toBeNull();
    expect((await stored(id))?.sender_verified).toBe(false);
  });

  it('records unknown (null) over SMTP and the raw webhook, whose headers the sender wrote', async () => {
    const headers = (id: string) =>
      withMessageId(
        Buffer.from(
          `Authentication-Results: mx.example; spf=pass; dkim=pass header.d=citi.example\r\n${fixture('plain-text.eml').toString('latin1')}`,
          'latin1',
        ),
        id,
      );
    expect((await bySmtp(headers('<auth-smtp@citi.example>'))).refused).toBeNull();
    expect((await byRawWebhook(headers('<auth-raw@citi.example>'))).refused).toBeNull();
    for (const id of ['<auth-smtp@citi.example>', '<auth-raw@citi.example>']) {
      const email = await stored(id);
      expect(email?.sender_verified).toBeNull();
      expect(email?.sender_auth).toBeUndefined();
    }
  });
});

describe('the webhook’s other answers', () => {
  it('refuses a wrong secret in the header or in Basic auth (401)', async () => {
    const raw = fixture('plain-text.eml');
    const wrong = await post(raw, {
      'Content-Type': 'message/rfc822',
      'X-Inbound-Secret': 'x'.repeat(44),
    });
    expect(wrong.refused).toBe(401);
    const { body, contentType } = sendGridForm(raw, [INBOX]);
    const basic = await post(body, {
      'Content-Type': contentType,
      Authorization: `Basic ${Buffer.from('sendgrid:not-the-secret').toString('base64')}`,
    });
    expect(basic.refused).toBe(401);
  });

  it("explains SendGrid's parsed mode (no raw message) with a 400", async () => {
    const { body, contentType } = sendGridForm(Buffer.alloc(0), [INBOX], {
      subject: 'Hello',
      text: 'Parsed by SendGrid',
    });
    expect(
      await post(body, {
        'Content-Type': contentType,
        'X-Inbound-Secret': TEST_INBOUND_SECRET,
      }),
    ).toEqual({ refused: 400, status: SENDGRID_PARSED_MODE_DETAIL });
  });
});

describe('a database failure', () => {
  it('answers 451 over SMTP so the sender retries, and the retry is stored once', async () => {
    const raw = withMessageId(fixture('pdf-attachment.eml'), '<hiccup-1@wellsfargo.example>');
    const failing = vi
      .spyOn(server.deps.models.Email, 'create')
      .mockRejectedValueOnce(new Error('connection reset while storing'));
    try {
      expect(await bySmtp(raw)).toEqual({ refused: 451 });
    } finally {
      failing.mockRestore();
    }
    expect(await storedWith('<hiccup-1@wellsfargo.example>')).toHaveLength(0);
    expect(await bySmtp(raw)).toEqual({ refused: null });
    expect(await storedWith('<hiccup-1@wellsfargo.example>')).toHaveLength(1);
    expect(server.logs.join('\n')).toContain('smtp: message could not be stored');
  });

  it('answers 451 at RCPT when the inbox cannot be looked up, so the sender retries', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<hiccup-rcpt@citi.example>');
    // The inbox look-up fails once, where the port reads.
    const failing = failReadsOf('email_accounts', 'connection reset while looking up', {
      once: true,
    });
    try {
      expect(await bySmtp(raw)).toEqual({ refused: 451 });
    } finally {
      failing.restore();
    }
    expect(failing.failures()).toBe(1);
    expect(server.logs.join('\n')).toContain('smtp: recipient check failed');
    expect(await bySmtp(raw)).toEqual({ refused: null });
    expect(await storedWith('<hiccup-rcpt@citi.example>')).toHaveLength(1);
  });

  it('answers 5xx on the webhook so the provider retries', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<hiccup-2@citi.example>');
    const failing = vi
      .spyOn(server.deps.models.Email, 'create')
      .mockRejectedValueOnce(new Error('connection reset while storing'));
    try {
      const delivery = await byRawWebhook(raw);
      expect(delivery.refused).toBeGreaterThanOrEqual(500);
    } finally {
      failing.mockRestore();
    }
    expect(await byRawWebhook(raw)).toEqual({ refused: null, status: 'stored' });
    expect(await storedWith('<hiccup-2@citi.example>')).toHaveLength(1);
  });
});

describe('TLS', () => {
  let folder: string;
  let secured: SmtpReceiver;
  let securedPort: number;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'smtp-tls-'));
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    secured = createSmtpReceiver({
      config: {
        ...server.deps.config,
        SMTP_TLS_KEY_FILE: key,
        SMTP_TLS_CERT_FILE: cert,
      },
      store: createMongoStore(server.deps.models),
      logger: server.deps.logger,
      clock: server.deps.clock,
    });
    securedPort = await secured.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await secured.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('offers STARTTLS only when a certificate is configured', async () => {
    const raw = withMessageId(fixture('plain-text.eml'), '<tls-1@citi.example>');
    const envelope = { from: 'bounces@sender.example', to: [INBOX] };
    const plain = transport(smtpPort, { requireTLS: true });
    await expect(plain.sendMail({ envelope, raw })).rejects.toThrow(/STARTTLS/i);
    plain.close();
    const tls = transport(securedPort, { requireTLS: true });
    try {
      await tls.sendMail({ envelope, raw });
    } finally {
      tls.close();
    }
    expect(await storedWith('<tls-1@citi.example>')).toHaveLength(1);
  });
});

describe('the weekly summary', () => {
  // The week the corpus was written in: the seeded summaries and the stored mail are dated from
  // this clock, so the summary written here is the newest on any day the suite runs.
  const SUMMARY_DAY = new Date('2026-11-28T12:00:00.000Z');
  afterAll(() => server.setNow(null));

  /** The seed at SUMMARY_DAY with no stored mail: only what a test delivers is summarized. */
  async function emptyInboxOnSummaryDay() {
    server.setNow(SUMMARY_DAY);
    await server.reset();
    await server.deps.models.Email.deleteMany({ user_id: subscriber });
  }

  /** Writes the subscriber's summary as the job does and reads back the stored content. */
  async function writeTodaysSummary() {
    const store = createMongoStore(server.deps.models);
    await writeSummary({ store, summarizer: localSummarizer }, subscriber, server.deps.clock());
    const latest = await server.deps.models.Summary.findOne({
      user_id: subscriber,
      date_generated: SUMMARY_DAY.toISOString(),
    }).lean();
    const parsed = parseSummaryContent(latest?.summary_content);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.content;
  }

  it('reads the parsed text and names the attachments where it lists the email', async () => {
    await emptyInboxOnSummaryDay();
    expect((await bySmtp(fixture('pdf-attachment.eml'))).refused).toBeNull();
    expect((await bySmtp(fixture('windows-1252.eml'))).refused).toBeNull();
    const summary = await writeTodaysSummary();
    expect(summary.highlights.account_updates).toContain(
      'Wells Fargo <statements@wellsfargo.example>: Your November statement (statement.pdf and records.zip attached)',
    );
    expect(summary.summary).toContain('Latest: Your November statement is attached.');
    // The final notice's Windows-1252 quotes arrive as text the summarizer reads.
    expect(summary.priority_level).toBe('high');
  });

  it('names a sender whose SPF and DKIM failed as unverified', async () => {
    await emptyInboxOnSummaryDay();
    const raw = withMessageId(fixture('plain-text.eml'), '<summary-forged@citi.example>');
    const delivery = await bySendGrid(raw, [INBOX], { SPF: 'fail', dkim: 'none' });
    expect(delivery.refused).toBeNull();
    const summary = await writeTodaysSummary();
    const sender = 'Citi Card Services <offers@citi.example> (unverified sender)';
    expect(summary.highlights.frequent_senders).toEqual([`${sender} (1)`]);
    expect(summary.highlights.settlement_opportunities[0]).toMatch(
      new RegExp(`^${sender.replace(/[()<>.]/g, '\\$&')}: A settlement offer`),
    );
  });
});
