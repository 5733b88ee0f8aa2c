/** The deflection inbox: email accounts, the creditor emails they received, weekly summaries. */
import { Schema, type Connection } from 'mongoose';
import type {
  EmailAccountRecord,
  EmailRecord,
  SummaryRecord,
} from '@/features/email/service/records';
import { stringId, withTimestamps } from '../../platform/mongo';

/** A record as mongoose holds it: `_id`, its times as Dates, and the timestamps. */
type Doc<R extends { id: string }, Times extends keyof R = never> = Omit<R, 'id' | Times> &
  Record<Times, Date> & { _id: string; created_at: Date; updated_at: Date };

type EmailAccountDoc = Doc<EmailAccountRecord>;
/** `message_id` is the provider's Message-ID, so a redelivered email is stored once. */
type EmailDoc = Doc<EmailRecord, 'date_sent'>;
/** `_id` is the summary_id. */
type SummaryDoc = Doc<SummaryRecord, 'date_generated'>;

const EmailAccountSchema = new Schema<EmailAccountDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true, index: true },
    email_address: { type: String, required: true, unique: true },
    username: { type: String, required: true },
    active: { type: Boolean, required: true, default: true },
  },
  withTimestamps,
);

const EmailSchema = new Schema<EmailDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true },
    date_sent: { type: Date, required: true },
    subject: { type: String, default: '' },
    sender_email: { type: String, default: '' },
    content: { type: String, default: null },
    message_id: { type: String, default: null },
  },
  withTimestamps,
);
EmailSchema.index({ user_id: 1, date_sent: -1 });

const SummarySchema = new Schema<SummaryDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true },
    date_generated: { type: Date, required: true },
    emails_summarized: { type: Number, required: true, min: 0 },
    summary_content: { type: String, required: true },
  },
  withTimestamps,
);
SummarySchema.index({ user_id: 1, date_generated: -1 });

export function emailModels(connection: Connection) {
  return {
    EmailAccount: connection.model<EmailAccountDoc>(
      'EmailAccount',
      EmailAccountSchema,
      'email_accounts',
    ),
    Email: connection.model<EmailDoc>('Email', EmailSchema, 'emails'),
    Summary: connection.model<SummaryDoc>('Summary', SummarySchema, 'summaries'),
  };
}
