/** Letters sent, validation notices, the contact log and the senders linked to a debt. */
import type { Connection } from 'mongoose';
import {
  ContactRecordSchema,
  LinkedSendersRecordSchema,
  SentLetterRecordSchema,
  ValidationNoticeRecordSchema,
} from '@/features/letters/records';
import { recordSchema } from '../../platform/schema';

const SentLetterSchema = recordSchema(SentLetterRecordSchema);
SentLetterSchema.index({ user_id: 1, tradeline_id: 1, sent_date: -1 });

const ValidationNoticeSchema = recordSchema(ValidationNoticeRecordSchema);
ValidationNoticeSchema.index({ user_id: 1, tradeline_id: 1, received_date: -1 });

// An empty note is kept as it was given.
const ContactSchema = recordSchema(ContactRecordSchema, {
  fields: { note: { required: false, default: '' } },
});
ContactSchema.index({ tradeline_id: 1, user_id: 1, occurred_at: -1 });

// One per debt: its id is the tradeline's.
const LinkedSendersSchema = recordSchema(LinkedSendersRecordSchema, { id: 'given' });

export function lettersModels(connection: Connection) {
  return {
    SentLetter: connection.model('SentLetter', SentLetterSchema, 'sent_letters'),
    ValidationNotice: connection.model(
      'ValidationNotice',
      ValidationNoticeSchema,
      'validation_notices',
    ),
    Contact: connection.model('Contact', ContactSchema, 'contacts'),
    LinkedSenders: connection.model('LinkedSenders', LinkedSendersSchema, 'linked_senders'),
  };
}
