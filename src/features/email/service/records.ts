/** The stored email accounts, emails and weekly summaries. */
import type { z } from 'zod';
import { ObjectIdSchema } from '@/shared/store/ids';
import { EmailAccountSchema, RecentEmailSchema, WeeklySummarySchema } from '../contract';

export const EmailAccountRecordSchema = EmailAccountSchema.extend({ user_id: ObjectIdSchema });
export type EmailAccountRecord = z.infer<typeof EmailAccountRecordSchema>;

export const EmailRecordSchema = RecentEmailSchema.extend({ user_id: ObjectIdSchema });
export type EmailRecord = z.infer<typeof EmailRecordSchema>;

export const SummaryRecordSchema = WeeklySummarySchema.extend({ user_id: ObjectIdSchema });
export type SummaryRecord = z.infer<typeof SummaryRecordSchema>;
