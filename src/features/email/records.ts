/** The stored email accounts, emails and weekly summaries. */
import { z } from 'zod';
import { ObjectIdSchema } from '@/shared/store/ids';
import { EmailAccountSchema, RecentEmailSchema, WeeklySummarySchema } from './contract';

export const EmailAccountRecordSchema = EmailAccountSchema.extend({ user_id: ObjectIdSchema });
export type EmailAccountRecord = z.infer<typeof EmailAccountRecordSchema>;

export const EmailRecordSchema = RecentEmailSchema.extend({
  user_id: ObjectIdSchema,
  /** The provider's Message-ID, so a redelivered email is stored once (null for seeded mail). */
  message_id: z.string().nullable(),
});
export type EmailRecord = z.infer<typeof EmailRecordSchema>;

/** A weekly summary; its `id` is the contract's `summary_id`. */
export const SummaryRecordSchema = WeeklySummarySchema.omit({ summary_id: true }).extend({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
});
export type SummaryRecord = z.infer<typeof SummaryRecordSchema>;
