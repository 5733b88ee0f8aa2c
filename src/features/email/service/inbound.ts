/**
 * Receiving creditor mail, whichever way it came in (the SMTP receiver, the webhook's raw
 * message or provider format, or its own JSON shape): the recipients are matched to active
 * deflection inboxes and the email is stored once per inbox and Message-ID.
 */
import { HttpError } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { insertOnce } from '@/shared/store/port';
import type { KeptAttachment } from '../model/attachments';
import type { EmailStore } from './email';
import { ownMessageId, type EmailAccountRecord } from '../records';

export const NO_INBOX_DETAIL = 'No email account uses this address';

/** An email as the inbox stores it, before it is matched to an inbox. */
export interface InboundEmail {
  /**
   * Where it was sent, in the order to try: the envelope's recipients first (an SMTP RCPT, a
   * provider's envelope), then the To and Cc headers.
   */
  recipients: readonly string[];
  /** `Name <address>`, the bare address without a display name, or '' without a From. */
  from: string;
  subject: string;
  /** The text body (from the HTML part when there is no text part); null without one. */
  text: string | null;
  /** ISO instant from the Date header; the time of arrival without one. */
  date?: string;
  /** The Message-ID header; the email's own key without one. */
  message_id?: string;
  attachments: readonly KeptAttachment[];
}

export type InboundStore = Pick<EmailStore, 'emailAccounts' | 'emails'>;

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

/**
 * Stores the email in every active inbox among its recipients, once per inbox: a redelivered
 * email (the same Message-ID) is refused by the unique index on user and Message-ID, even when
 * deliveries race. No active inbox among the recipients: 404. A database failure is thrown as
 * it is, so the sender (the SMTP client, the provider) retries.
 */
export async function receiveEmail(
  store: InboundStore,
  email: InboundEmail,
  now: Date,
): Promise<Receipt> {
  const addresses = [...new Set(email.recipients.map((address) => address.trim().toLowerCase()))];
  const inboxes = new Map<string, EmailAccountRecord>();
  for (const address of addresses) {
    if (!address) continue;
    const inbox = await activeInbox(store, address);
    if (inbox && !inboxes.has(inbox.user_id)) inboxes.set(inbox.user_id, inbox);
  }
  if (inboxes.size === 0) throw new HttpError(404, NO_INBOX_DETAIL);

  const stored: string[] = [];
  for (const { user_id } of inboxes.values()) {
    const id = newObjectId(now);
    const inserted = await insertOnce(store.emails, {
      id,
      user_id,
      date_sent: email.date ?? now.toISOString(),
      subject: email.subject,
      sender_email: email.from,
      content: email.text,
      message_id: email.message_id ?? ownMessageId(id),
      ...(email.attachments.length > 0 && { attachments: [...email.attachments] }),
    });
    if (inserted) stored.push(user_id);
  }
  return { status: stored.length > 0 ? 'stored' : 'duplicate', stored };
}
