/** The deflection inbox: email accounts, the creditor emails they received, weekly summaries. */
import type { Connection } from 'mongoose';
import {
  EmailAccountRecordSchema,
  EmailRecordSchema,
  SummaryRecordSchema,
} from '@/features/email/records';
import { recordSchema } from '../../platform/schema';

const EmailAccountSchema = recordSchema(EmailAccountRecordSchema, {
  fields: { user_id: { index: true }, active: { default: true } },
});

/** An email may come without a subject or sender. */
const EmailSchema = recordSchema(EmailRecordSchema, {
  fields: {
    subject: { required: false, default: '' },
    sender_email: { required: false, default: '' },
  },
});
EmailSchema.index({ user_id: 1, date_sent: -1 });

const SummarySchema = recordSchema(SummaryRecordSchema);
SummarySchema.index({ user_id: 1, date_generated: -1 });

export function emailModels(connection: Connection) {
  return {
    EmailAccount: connection.model('EmailAccount', EmailAccountSchema, 'email_accounts'),
    Email: connection.model('Email', EmailSchema, 'emails'),
    Summary: connection.model('Summary', SummarySchema, 'summaries'),
  };
}
