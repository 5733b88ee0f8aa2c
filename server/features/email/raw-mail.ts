/**
 * An RFC 5322 message as received, parsed with mailparser the way mail clients read it: decoded
 * subject and addresses, any transfer encoding and character set, the text part (else the HTML
 * part through the page's own text-only rules, `src/features/email/model/body.ts`), and the attached files.
 */
import { DOMParser } from 'linkedom';
import { simpleParser, type ParsedMail } from 'mailparser';
import { keepAttachments } from '@/features/email/model/attachments';
import { emailBodyText, type HtmlReader } from '@/features/email/model/body';
import type { InboundEmail } from '@/features/email/service/inbound';
import { SENDER_UNKNOWN, type SenderAuthentication } from './sender-auth';

/**
 * The HTML reader of the page's rules on the server: linkedom builds an inert document (no
 * scripts, no loading). A fragment without `<body>` is read inside one.
 */
export const readHtml: HtmlReader = (html) => {
  const parser = new DOMParser();
  const read = (text: string) =>
    (parser.parseFromString(text, 'text/html') as unknown as Document).body as Node | null;
  return read(html) ?? read(`<!doctype html><html><body>${html}</body></html>`);
};

function senderOf(parsed: ParsedMail): string {
  const first = parsed.from?.value[0];
  if (!first?.address) return first?.name.trim() ?? '';
  const name = first.name.trim();
  return name ? `${name} <${first.address}>` : first.address;
}

/** A Date header that is missing, or that mailparser could not read (it gives the time now). */
function dateOf(parsed: ParsedMail): string | undefined {
  if (!parsed.headers.has('date') || !parsed.date || Number.isNaN(parsed.date.getTime())) {
    return undefined;
  }
  return parsed.date.toISOString();
}

function textOf(parsed: ParsedMail): string | null {
  if (typeof parsed.text === 'string' && parsed.text.trim() !== '') return parsed.text.trim();
  if (typeof parsed.html === 'string' && parsed.html.trim() !== '') {
    const text = emailBodyText(parsed.html, readHtml);
    return text === '' ? null : text;
  }
  return null;
}

/**
 * Parses a raw message delivered to `envelope`: the SMTP envelope's recipients (or a provider's).
 * Only they choose inboxes; To and Cc are what the sender wrote, and a forger writes any inbox
 * there. The sender is unverified (null) unless `authenticate` says otherwise from the results a
 * trusted party gave: mailparser checks neither SPF nor DKIM, and any Authentication-Results
 * header in the message was written before it reached us.
 */
export async function parseRawEmail(
  raw: Buffer,
  envelope: readonly string[],
  authenticate: (from: string) => SenderAuthentication = () => SENDER_UNKNOWN,
): Promise<InboundEmail> {
  const parsed = await simpleParser(raw, {
    // No text part: the HTML is turned into text by the page's rules, not mailparser's.
    skipHtmlToText: true,
    skipTextToHtml: true,
    keepCidLinks: true,
  });
  const messageId = parsed.messageId?.trim();
  const from = senderOf(parsed);
  return {
    recipients: [...envelope],
    from,
    ...authenticate(from),
    subject: parsed.subject?.trim() ?? '',
    text: textOf(parsed),
    ...(dateOf(parsed) && { date: dateOf(parsed) }),
    ...(messageId && { message_id: messageId }),
    // A picture the HTML shows inline (`cid:`) is part of the letter, not a file sent with it:
    // its alt text is in the body.
    attachments: keepAttachments(
      parsed.attachments
        .filter((attachment) => !attachment.related)
        .map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: attachment.size,
          content: attachment.content,
        })),
    ),
  };
}
