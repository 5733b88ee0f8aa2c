/**
 * Inbound creditor mail: the mail provider posts each email sent to a deflection address to
 * `POST /api/webhooks/inbound-email` with the shared secret in `X-Inbound-Secret`. Not part of
 * the client's contracts; the provider is the only caller.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import { z } from 'zod';
import type { EmailStore } from '@/features/email/service/email';
import { describeIssues } from '@/shared/api/details';
import { DateTimeSchema } from '@/shared/api/schemas';
import { newObjectId } from '@/shared/store/ids';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';

export const INBOUND_EMAIL_PATH = '/webhooks/inbound-email';

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
    const { to, from, subject, text, date, message_id = null } = parsed.data;
    const account = await store.emailAccounts.findOne({
      email_address: to.toLowerCase(),
      active: true,
    });
    if (!account) throw new HttpError(404, 'No email account uses this address');
    const { user_id } = account;
    // A redelivered email (same Message-ID) is stored once.
    if (message_id && (await store.emails.count({ user_id, message_id }))) {
      response.status(202).json({ status: 'duplicate' });
      return;
    }
    await store.emails.insert({
      id: newObjectId(),
      user_id,
      date_sent: (date ? new Date(date) : deps.clock()).toISOString(),
      subject,
      sender_email: from,
      content: text,
      message_id,
    });
    response.status(202).json({ status: 'stored' });
  });
}
