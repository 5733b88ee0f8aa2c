/**
 * Inbound creditor mail over HTTP: `POST /api/webhooks/inbound-email`, behind the shared secret
 * (`X-Inbound-Secret`, or the password of HTTP Basic authentication for providers that can only
 * put credentials in the URL). Three bodies, one service (`features/email/service/inbound.ts`):
 * - `message/rfc822`: the raw message as received, its envelope recipients in `X-Envelope-To`
 *   (comma-separated);
 * - `multipart/form-data`: SendGrid's Inbound Parse with 'POST the raw, full MIME message' on
 *   (the `email` field, the `envelope` field's `to`, and its `SPF` and `dkim` results);
 * Only the envelope chooses inboxes, never the To and Cc headers: without one a message is refused
 * (400), so a provider set up without it is noticed rather than guessed around.
 * - `application/json`: our own shape (`to`, `from`, `subject`, `text`, `date`, `message_id`).
 * Not part of the client's contracts; the provider is the only caller.
 */
import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import {
  receiveEmail,
  type InboundEmail,
  type InboundLimits,
  type InboundStore,
} from '@/features/email/service/inbound';
import { describeIssues, HttpError } from '@/shared/api/details';
import { DateTimeSchema } from '@/shared/api/schemas';
import type { Config } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import { formFields } from './form-data';
import type { parseRawEmail as parseRaw } from './raw-mail';
import { sendGridAuthentication, SENDER_UNKNOWN } from './sender-auth';

/** mailparser loads with the first raw message, not with every server start. */
async function parseRawEmail(...args: Parameters<typeof parseRaw>): Promise<InboundEmail> {
  const parser = await import('./raw-mail');
  return parser.parseRawEmail(...args);
}

export const INBOUND_EMAIL_PATH = '/webhooks/inbound-email';

/**
 * The webhook's own JSON limit, mounted before the API's 64 KB one: the schema allows a text of
 * 200,000 characters, up to 3 bytes each in UTF-8 (6 as a JSON `\\u` escape), so long creditor
 * letters are never refused with 413 and lost.
 */
export const INBOUND_BODY_LIMIT = '1536kb';

/** Room for the form's other fields around a raw message (SendGrid's headers, spam report). */
const FORM_OVERHEAD_BYTES = 256 * 1024;

const RAW_TYPES = ['message/rfc822', 'multipart/form-data'];

export const InboundEmailSchema = z.strictObject({
  to: z.string().trim().max(254).pipe(z.email()),
  from: z.string().trim().max(254),
  subject: z.string().max(998),
  text: z.string().max(200_000).nullable(),
  date: z.optional(DateTimeSchema),
  message_id: z.string().trim().min(1).max(998).optional(),
});

/** SendGrid's `envelope` field: `{"to":["…"],"from":"…"}`. */
const SendGridEnvelopeSchema = z.object({
  to: z.array(z.string()).max(100),
  from: z.string().nullish(),
});

export const NO_ENVELOPE_DETAIL =
  "The message names no envelope recipient: send them in 'X-Envelope-To' (raw messages) or SendGrid's 'envelope' field. The To and Cc headers choose no inbox.";

export const SENDGRID_PARSED_MODE_DETAIL =
  "The form has no 'email' field: turn on 'POST the raw, full MIME message' in SendGrid's Inbound Parse settings.";

/**
 * The shared secret, checked before any body is read: an anonymous sender of 10 MB gets its 401
 * without the server reading it.
 */
function requireInboundSecret(config: Pick<Config, 'INBOUND_EMAIL_SECRET'>): RequestHandler {
  return (request, _response, next) => {
    const secret = config.INBOUND_EMAIL_SECRET;
    if (!secret) {
      next(new HttpError(503, 'Inbound email is not configured'));
    } else if (!sameSecret(givenSecret(request), secret)) {
      request.log.warn('inbound email refused: wrong secret');
      next(new HttpError(401, 'Invalid inbound email secret'));
    } else next();
  };
}

/**
 * The secret check and the parsers of the webhook's bodies, mounted before the API's own JSON
 * parser (the route then finds the body read).
 */
export function inboundEmailParsers(
  config: Pick<Config, 'INBOUND_MESSAGE_MAX_BYTES' | 'INBOUND_EMAIL_SECRET'>,
) {
  return [
    requireInboundSecret(config),
    express.json({ limit: INBOUND_BODY_LIMIT, type: 'application/json' }),
    express.raw({
      limit: config.INBOUND_MESSAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
      type: RAW_TYPES,
    }),
  ] satisfies RequestHandler[];
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret sent: `X-Inbound-Secret`, else the password of `Authorization: Basic`. */
function givenSecret(request: Request): string {
  const header = request.get('x-inbound-secret');
  if (header !== undefined) return header;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.get('authorization') ?? '');
  if (!basic) return '';
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? '' : decoded.slice(colon + 1);
}

function tooLarge(bytes: number, max: number): HttpError | null {
  return bytes > max
    ? new HttpError(
        413,
        `The message is larger than the ${max.toLocaleString('en-US')} bytes accepted.`,
      )
    : null;
}

const listOf = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** The email a request carries, in whichever of the three bodies it came. */
async function emailOf(request: Request, maxBytes: number): Promise<InboundEmail> {
  const body: unknown = request.body;
  if (request.is('message/rfc822')) {
    if (!Buffer.isBuffer(body) || body.length === 0)
      throw new HttpError(400, 'The message is empty.');
    const refused = tooLarge(body.length, maxBytes);
    if (refused) throw refused;
    const envelope = listOf(request.get('x-envelope-to'));
    if (envelope.length === 0) throw new HttpError(400, NO_ENVELOPE_DETAIL);
    return parseRawEmail(body, envelope);
  }
  if (request.is('multipart/form-data')) {
    const fields = Buffer.isBuffer(body)
      ? formFields(body, request.get('content-type') ?? '')
      : null;
    if (!fields) throw new HttpError(400, 'The form could not be read as multipart/form-data.');
    const raw = fields.get('email');
    if (!raw || raw.length === 0) throw new HttpError(400, SENDGRID_PARSED_MODE_DETAIL);
    const refused = tooLarge(raw.length, maxBytes);
    if (refused) throw refused;
    const envelopeField = fields.get('envelope');
    if (!envelopeField) throw new HttpError(400, NO_ENVELOPE_DETAIL);
    let json: unknown;
    try {
      json = JSON.parse(envelopeField.toString('utf8'));
    } catch {
      throw new HttpError(400, "The form's 'envelope' field is not JSON.");
    }
    const parsed = SendGridEnvelopeSchema.safeParse(json);
    if (!parsed.success)
      throw new HttpError(400, `envelope: ${describeIssues(parsed.error.issues)}`);
    const envelope = parsed.data.to.map((address) => address.trim()).filter(Boolean);
    if (envelope.length === 0) throw new HttpError(400, NO_ENVELOPE_DETAIL);
    return parseRawEmail(raw, envelope, (from) =>
      sendGridAuthentication({
        spf: fields.get('SPF')?.toString('utf8'),
        dkim: fields.get('dkim')?.toString('utf8'),
        envelopeFrom: parsed.data.from ?? undefined,
        from,
      }),
    );
  }
  const parsed = InboundEmailSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
  const { to, from, subject, text, date, message_id } = parsed.data;
  return {
    recipients: [to],
    from,
    // Our own shape carries no authentication results.
    ...SENDER_UNKNOWN,
    subject,
    text,
    ...(date && { date: new Date(date).toISOString() }),
    ...(message_id && { message_id }),
    attachments: [],
  };
}

/** The limits of inbound mail in the configuration, for both ways in. */
export function inboundLimits(
  config: Pick<
    Config,
    'INBOUND_INBOX_DAILY_LIMIT' | 'INBOUND_SENDER_HOURLY_LIMIT' | 'IDEMPOTENCY_SECRET'
  >,
): InboundLimits {
  return {
    inboxDaily: config.INBOUND_INBOX_DAILY_LIMIT,
    senderHourly: config.INBOUND_SENDER_HOURLY_LIMIT,
    secret: config.IDEMPOTENCY_SECRET,
  };
}

export function inboundEmailRoute(router: Router, deps: AppDeps, store: InboundStore): void {
  router.post(INBOUND_EMAIL_PATH, async (request, response) => {
    // The secret was checked before the body was read (`inboundEmailParsers`).
    const email = await emailOf(request, deps.config.INBOUND_MESSAGE_MAX_BYTES);
    const { status } = await receiveEmail(store, email, deps.clock(), inboundLimits(deps.config));
    response.status(202).json({ status });
  });
}
