/**
 * The full-stack server's Mailpit (scripts/e2e/fullstack-server.ts): its API on the server's
 * port + 2, or at MAILPIT_API_URL. Mail is found by recipient: every test uses a fresh address.
 */
import { expect } from '@playwright/test';

function apiOf(baseURL: string): string {
  if (process.env.MAILPIT_API_URL) return process.env.MAILPIT_API_URL;
  const { protocol, hostname, port } = new URL(baseURL);
  return `${protocol}//${hostname}:${Number(port) + 2}`;
}

/** Waits for a mail of `subject` to `address` and answers the link to `page` in its text. */
export async function linkInMail(
  baseURL: string,
  address: string,
  subject: string,
  page: string,
): Promise<string> {
  const api = `${apiOf(baseURL)}/api/v1`;
  let id = '';
  await expect
    .poll(
      async () => {
        const query = encodeURIComponent(`to:"${address}" subject:"${subject}"`);
        const found = (await (await fetch(`${api}/search?query=${query}`)).json()) as {
          messages: { ID: string; Subject: string }[];
        };
        id = found.messages.find((message) => message.Subject === subject)?.ID ?? '';
        return id;
      },
      { message: `"${subject}" to ${address}`, timeout: 7_000 },
    )
    .not.toBe('');
  const { Text } = (await (await fetch(`${api}/message/${id}`)).json()) as { Text: string };
  const link = new RegExp(`https?://\\S+${page}#token=[0-9a-f]{64}`).exec(Text)?.[0];
  if (!link) throw new Error(`No ${page} link in "${subject}"`);
  return link;
}
