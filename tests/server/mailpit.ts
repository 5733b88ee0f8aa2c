/**
 * Reads what arrived at the run's Mailpit through its HTTP API (`/api/v1/search`,
 * `/api/v1/message/{id}`). Test files share one Mailpit, so mail is always found by recipient.
 */
import { inject } from 'vitest';
import './provided';

export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string[]>;
}

interface Summary {
  ID: string;
  Subject: string;
}

const api = (path: string) => `${inject('mailpitApiUrl')}/api/v1${path}`;

async function json<T>(path: string): Promise<T> {
  const response = await fetch(api(path));
  if (!response.ok) throw new Error(`Mailpit ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every message to `address` whose subject is `subject` (all when omitted), newest first. */
export async function mailTo(address: string, subject?: string): Promise<ReceivedMail[]> {
  const { messages } = await json<{ messages: Summary[] }>(
    `/search?query=${encodeURIComponent(`to:"${address}"`)}&limit=50`,
  );
  const chosen = messages.filter((message) => subject === undefined || message.Subject === subject);
  return Promise.all(
    chosen.map(async ({ ID }) => {
      const full = await json<{
        ID: string;
        To: { Address: string }[];
        Subject: string;
        Text: string;
        HTML: string;
      }>(`/message/${ID}`);
      const headers = await json<Record<string, string[]>>(`/message/${ID}/headers`);
      return {
        id: full.ID,
        to: full.To.map((to) => to.Address),
        subject: full.Subject,
        text: full.Text,
        html: full.HTML,
        headers,
      };
    }),
  );
}

/** Waits (up to 10 s) until `count` messages of `subject` reached `address`; answers them. */
export async function waitForMail(
  address: string,
  subject: string,
  count = 1,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await mailTo(address, subject);
    if (mail.length >= count) return mail;
    if (Date.now() > deadline) {
      throw new Error(`No "${subject}" mail reached ${address} (${mail.length} of ${count})`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The token of the link to `page` in a mail's text (`/reset-password#token=<hex>`). */
export function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page}#token=([0-9a-f]{64})`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in "${mail.subject}"`);
  return match[1]!;
}
