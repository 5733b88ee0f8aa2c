/**
 * Inbound creditor mail: the mail provider posts each email sent to a deflection address to
 * `POST /api/webhooks/inbound-email` with the shared secret in `X-Inbound-Secret`. Not part of
 * the client's contracts; the provider is the only caller.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import { z } from 'zod';
import type { EmailStore } from '@/features/email/service/email';
import { ownMessageId } from '@/features/email/records';
import { describeIssues } from '@/shared/api/details';
import { DateTimeSchema } from '@/shared/api/schemas';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError } from '@/shared/store/port';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';

export const INBOUND_EMAIL_PATH = '/webhooks/inbound-email';

/**
 * The webhook's own JSON limit, mounted before the API's 64 KB one: the schema allows a text of
 * 200,000 characters, up to 3 bytes each in UTF-8 (6 as a JSON `\\u` escape), so long creditor
 * letters are never refused with 413 and lost.
 */
export const INBOUND_BODY_LIMIT = '1536kb';

export const InboundEmailSchema = z.strictObject({
  to: z.string().trim().max(254).pipe(z.email()),
  from: z.string().trim().max(254),
  subject: z.string().max(998),
  text: z.string().max(200_000).nullable(),
  date: z.optional(DateTimeSchema),
  message_id: z.string().trim().min(1).max(998).optional(),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function inboundEmailRoute(
  router: Router,
  deps: AppDeps,
  store: Pick<EmailStore, 'emailAccounts' | 'emails'>,
): void {
  router.post(INBOUND_EMAIL_PATH, async (request, response) => {
    const secret = deps.config.INBOUND_EMAIL_SECRET;
    if (!secret) throw new HttpError(503, 'Inbound email is not configured');
    if (!sameSecret(request.get('x-inbound-secret') ?? '', secret)) {
      request.log.warn('inbound email refused: wrong secret');
      throw new HttpError(401, 'Invalid inbound email secret');
    }
    const parsed = InboundEmailSchema.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
    const { to, from, subject, text, date } = parsed.data;
    const id = newObjectId();
    const message_id = parsed.data.message_id ?? ownMessageId(id);
    const account = await store.emailAccounts.findOne({
      email_address: to.toLowerCase(),
      active: true,
    });
    if (!account) throw new HttpError(404, 'No email account uses this address');
    const { user_id } = account;
    // A redelivered email (same Message-ID) is stored once: the unique index on the user and
    // the Message-ID refuses a second copy, even from a delivery racing this one.
    try {
      await store.emails.insert({
        id,
        user_id,
        date_sent: (date ? new Date(date) : deps.clock()).toISOString(),
        subject,
        sender_email: from,
        content: text,
        message_id,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      response.status(202).json({ status: 'duplicate' });
      return;
    }
    response.status(202).json({ status: 'stored' });
  });
}
