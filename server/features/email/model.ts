/** The deflection inbox: email accounts, the creditor emails they received, weekly summaries. */
import { Schema, type Connection } from 'mongoose';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface EmailAccountDoc {
  _id: string;
  user_id: string;
  email_address: string;
  username: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

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

export interface EmailDoc {
  _id: string;
  user_id: string;
  date_sent: Date;
  subject: string;
  sender_email: string;
  content: string | null;
  /** The provider's Message-ID, so a redelivered email is stored once. */
  message_id: string | null;
  created_at: Date;
  updated_at: Date;
}

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

export interface SummaryDoc {
  /** The summary_id. */
  _id: string;
  user_id: string;
  date_generated: Date;
  emails_summarized: number;
  summary_content: string;
  created_at: Date;
  updated_at: Date;
}

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
