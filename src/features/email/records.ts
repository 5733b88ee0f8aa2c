/** The stored email accounts, emails and weekly summaries. */
import * as z from 'zod/mini';
import { ObjectIdSchema, USER_RECORD_IDS } from '@/shared/store/ids';
import { EmailAccountSchema, RecentEmailSchema, WeeklySummarySchema } from './contract';

/**
 * A file that came with an email: always its name, type and size; its bytes (base64) only when
 * it is small and of a kept type (`model/attachments.ts`), else a note says why they were dropped.
 */
export const EmailAttachmentRecordSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int(), z.minimum(0)),
  content: z.optional(z.string()),
  note: z.optional(z.string()),
});
export type EmailAttachmentRecord = z.infer<typeof EmailAttachmentRecordSchema>;

export const EmailAccountRecordSchema = z.extend(EmailAccountSchema, { user_id: ObjectIdSchema });
export type EmailAccountRecord = z.infer<typeof EmailAccountRecordSchema>;

export const EmailRecordSchema = z.extend(RecentEmailSchema, {
  user_id: ObjectIdSchema,
  /**
   * The provider's Message-ID (or, for mail without one, `<own id>@selfsettle.invalid`): unique
   * per user, so a redelivered email is stored once even when deliveries race.
   */
  message_id: z.string().check(z.minLength(1)),
  /** The SPF and DKIM results as the provider gave them, behind `sender_verified`. */
  sender_auth: z.optional(z.string()),
  /** Files that came with the email (none for mail in the webhook's own JSON shape). */
  attachments: z.optional(z.array(EmailAttachmentRecordSchema)),
});
export type EmailRecord = z.infer<typeof EmailRecordSchema>;

/** The delivery key of an email that came without a Message-ID: its own id, never shared. */
export function ownMessageId(emailId: string): string {
  return `<${emailId}@selfsettle.invalid>`;
}

/** A weekly summary; its `id` is the contract's `summary_id`. */
export const SummaryRecordSchema = z.extend(
  z.omit(WeeklySummarySchema, { summary_id: true }),
  USER_RECORD_IDS,
);
export type SummaryRecord = z.infer<typeof SummaryRecordSchema>;
