/** The stored email accounts, emails and weekly summaries. */
import { z } from 'zod';
import { ObjectIdSchema } from '@/shared/store/ids';
import { EmailAccountSchema, RecentEmailSchema, WeeklySummarySchema } from '../contract';

export const EmailAccountRecordSchema = EmailAccountSchema.extend({ user_id: ObjectIdSchema });
export type EmailAccountRecord = z.infer<typeof EmailAccountRecordSchema>;

export const EmailRecordSchema = RecentEmailSchema.extend({
  user_id: ObjectIdSchema,
  /**
   * The provider's Message-ID (or, for mail without one, `<own id>@selfsettle.invalid`): unique
   * per user, so a redelivered email is stored once even when deliveries race.
   */
  message_id: z.string().min(1),
});
export type EmailRecord = z.infer<typeof EmailRecordSchema>;

/** The delivery key of an email that came without a Message-ID: its own id, never shared. */
export function ownMessageId(emailId: string): string {
  return `<${emailId}@selfsettle.invalid>`;
}

/** A weekly summary; its `id` is the contract's `summary_id`. */
export const SummaryRecordSchema = WeeklySummarySchema.omit({ summary_id: true }).extend({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
});
export type SummaryRecord = z.infer<typeof SummaryRecordSchema>;
