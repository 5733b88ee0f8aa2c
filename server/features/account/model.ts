/** Single-use links (keyed by the token's SHA-256) and the reminders already sent. */
import type { Connection } from 'mongoose';
import { AccountTokenRecordSchema, ReminderRecordSchema } from '@/features/account/records';
import { recordSchema } from '../../platform/schema';

const AccountTokenSchema = recordSchema(AccountTokenRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true }, expires_at: { index: true } },
});

const ReminderSchema = recordSchema(ReminderRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true } },
});

export function accountModels(connection: Connection) {
  return {
    AccountToken: connection.model('AccountToken', AccountTokenSchema, 'account_tokens'),
    Reminder: connection.model('Reminder', ReminderSchema, 'reminders'),
  };
}
