/**
 * Receiving creditor mail, whichever way it came in (the SMTP receiver, the webhook's raw
 * message or provider format, or its own JSON shape): the recipients are matched to active
 * deflection inboxes and the email is stored once per inbox and Message-ID.
 */
import { HttpError } from '@/shared/api/details';
import { hmacHex } from '@/shared/lib/hmac';
import { newObjectId } from '@/shared/store/ids';
import { insertOnce, sweeper, type Collection } from '@/shared/store/port';
import { consumeWindow } from '@/shared/store/quota';
import type { RateLimitRecord } from '@/shared/store/records';
import type { KeptAttachment } from '../model/attachments';
import type { EmailStore } from './email';
import type { EmailAccountRecord } from '../records';

export const NO_INBOX_DETAIL = 'No email account uses this address';

/**
 * The most text stored of one email: the webhook's JSON shape takes no more, and a raw message
 * is cut to the same (a 2.9 MB message stored 2.9 million characters before).
 */
export const INBOUND_TEXT_MAX = 200_000;
/** The longest subject and sender kept: RFC 5322's 998 characters of a header line. */
const HEADER_MAX = 998;

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

export const inboxFullDetail = (limit: number) =>
  `This inbox has taken today's ${limit.toLocaleString('en-US')} messages. Please try again tomorrow.`;
export const senderLimitedDetail = (limit: number) =>
  `This sender has sent ${limit.toLocaleString('en-US')} messages to this inbox this hour. Please try again later.`;

/** How much inbound mail is taken (configured on the server). */
export interface InboundLimits {
  /** Messages one inbox stores per UTC day. */
  inboxDaily: number;
  /**
   * Messages one sender address delivers to one inbox per hour (HD-24): a creditor writing to
   * thousands of its customers is not held up by its mail to the others.
   */
  senderHourly: number;
  /** The HMAC key of the sender's address in the counters (never stored as it is). */
  secret: string;
}

/** An email as the inbox stores it, before it is matched to an inbox. */
export interface InboundEmail {
  /**
   * Where it was sent: the envelope's recipients (an SMTP RCPT, a provider's envelope), never the
   * To and Cc headers, which the sender writes as it likes.
   */
  recipients: readonly string[];
  /** `Name <address>`, the bare address without a display name, or '' without a From. */
  from: string;
  /** Whether SPF or DKIM passed for the From domain: false when they failed, null unknown. */
  sender_verified: boolean | null;
  /** The authentication results as given (a provider's SPF and DKIM fields), if any. */
  sender_auth?: string;
  subject: string;
  /** The text body (from the HTML part when there is no text part); null without one. */
  text: string | null;
  /** ISO instant from the Date header; the time of arrival without one. */
  date?: string;
  /** The Message-ID header; without one, a digest of the envelope, date and body. */
  message_id?: string;
  attachments: readonly KeptAttachment[];
}

export type InboundStore = Pick<EmailStore, 'emailAccounts' | 'emails'> & {
  rateLimits: Collection<RateLimitRecord>;
};

/** The active inbox at this address, if any (a recipient the SMTP receiver accepts). */
export function activeInbox(
  store: Pick<EmailStore, 'emailAccounts'>,
  address: string,
): Promise<EmailAccountRecord | null> {
  return store.emailAccounts.findOne({ email_address: address.trim().toLowerCase(), active: true });
}

export interface Receipt {
  /** 'stored' when some inbox got a new email; 'duplicate' when every inbox had it already. */
  status: 'stored' | 'duplicate';
  /** The users whose inbox stored it now. */
  stored: string[];
}

/** The text as stored: at most `INBOUND_TEXT_MAX` characters, saying when the rest was cut. */
function cappedText(text: string | null): string | null {
  if (text === null || text.length <= INBOUND_TEXT_MAX) return text;
  const note = `\n\n[The rest of this message, ${(text.length - INBOUND_TEXT_MAX).toLocaleString('en-US')} characters and more, was not kept.]`;
  return `${text.slice(0, INBOUND_TEXT_MAX - note.length)}${note}`;
}

/** The bare address of `Name <address>` (or the text itself), lower-cased. */
function senderAddress(from: string): string {
  return (/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

const sweeps = new WeakMap<Collection<RateLimitRecord>, (now: Date) => void>();
/** Past windows of the inbound counters, every 200 messages (FerretDB has no TTL). */
function sweepInbound(rateLimits: Collection<RateLimitRecord>, now: Date): void {
  let sweep = sweeps.get(rateLimits);
  if (!sweep) {
    sweep = sweeper(200, (at) =>
      rateLimits.remove({
        id: { $gte: 'inbound:', $lt: 'inbound;' },
        reset_at: { $lte: at.toISOString() },
      }),
    );
    sweeps.set(rateLimits, sweep);
  }
  sweep(now);
}

/**
 * Stores the email in every active inbox among its recipients, once per inbox: a redelivered
 * email (the same Message-ID) is refused by the unique index on user and Message-ID, even when
 * deliveries race. No active inbox among the recipients: 404. A sender past its hourly number,
 * or an inbox past its daily one, is a 429 (452 over SMTP: the sender keeps the message and
 * tries later); a redelivery counts against neither. A database failure is thrown as it is, so
 * the sender (the SMTP client, the provider) retries. Each inbox is counted on its own: the others
 * store the message, and the sender's retry finds them done.
 */
export async function receiveEmail(
  store: InboundStore,
  email: InboundEmail,
  now: Date,
  limits: InboundLimits,
): Promise<Receipt> {
  const addresses = [...new Set(email.recipients.map((address) => address.trim().toLowerCase()))];
  const inboxes = new Map<string, EmailAccountRecord>();
  for (const address of addresses) {
    if (!address) continue;
    const inbox = await activeInbox(store, address);
    if (inbox && !inboxes.has(inbox.user_id)) inboxes.set(inbox.user_id, inbox);
  }
  if (inboxes.size === 0) throw new HttpError(404, NO_INBOX_DETAIL);
  sweepInbound(store.rateLimits, now);

  const senderKey = await hmacHex(limits.secret, `inbound-sender:${senderAddress(email.from)}`);

  // Without a Message-ID a redelivery is known by what it carries: the envelope, the Date header
  // (when it has one) and the body; a message of its own never shares all of them.
  const messageId =
    email.message_id ??
    `<digest.${await hmacHex(
      limits.secret,
      JSON.stringify([
        [...addresses].sort(),
        email.date ?? null,
        email.from,
        email.subject,
        email.text,
      ]),
    )}@selfsettle.invalid>`;

  const stored: string[] = [];
  let refusal: string | null = null;
  for (const { user_id } of inboxes.values()) {
    const senderSlot = await consumeWindow(
      store.rateLimits,
      `inbound:sender:${senderKey}:${user_id}`,
      limits.senderHourly,
      HOUR_MS,
      now,
    );
    if (senderSlot === null) {
      refusal ??= senderLimitedDetail(limits.senderHourly);
      continue;
    }
    const inboxSlot = await consumeWindow(
      store.rateLimits,
      `inbound:inbox:${user_id}`,
      limits.inboxDaily,
      DAY_MS,
      now,
    );
    if (inboxSlot === null) {
      await store.rateLimits.remove({ id: senderSlot });
      refusal ??= inboxFullDetail(limits.inboxDaily);
      continue;
    }
    const id = newObjectId(now);
    const inserted = await insertOnce(store.emails, {
      id,
      user_id,
      date_sent: email.date ?? now.toISOString(),
      subject: email.subject.slice(0, HEADER_MAX),
      sender_email: email.from.slice(0, HEADER_MAX),
      sender_verified: email.sender_verified,
      ...(email.sender_auth !== undefined && { sender_auth: email.sender_auth }),
      content: cappedText(email.text),
      message_id: messageId,
      ...(email.attachments.length > 0 && { attachments: [...email.attachments] }),
    });
    if (inserted) stored.push(user_id);
    // A redelivery takes nothing of the sender's hour or the inbox's day.
    else {
      // By id, one each: FerretDB looks a record up by its key only for an equality (SV-35).
      await store.rateLimits.remove({ id: senderSlot });
      await store.rateLimits.remove({ id: inboxSlot });
    }
  }
  // Stored where there was room; the sender retries the rest, which the others then skip.
  if (refusal) throw new HttpError(429, refusal);
  return { status: stored.length > 0 ? 'stored' : 'duplicate', stored };
}
