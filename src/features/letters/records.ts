/** The stored letters records: letters sent, validation notices, contacts and linked senders. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { DEBT_RECORD_IDS, USER_RECORD_IDS } from '@/shared/store/ids';
import { ContactSchema, HolderSchema, SentLetterSchema, ValidationNoticeSchema } from './contract';

/**
 * A letter sent. Whether it disputes the debt is fixed when sent, from the holder then; its
 * receipt date is worked out on every answer, so it is not stored.
 */
export const SentLetterRecordSchema = z.extend(
  z.omit(SentLetterSchema, { receipt_date: true, receipt_assumed: true }),
  {
    ...DEBT_RECORD_IDS,
    /** Absent on letters recorded before these existed: unknown, as null. */
    tracking_number: z.optional(z.nullable(z.string())),
    received_date: z.optional(z.nullable(DateSchema)),
    answered_date: z.optional(z.nullable(DateSchema)),
  },
);
export type SentLetterRecord = z.infer<typeof SentLetterRecordSchema>;

export const ValidationNoticeRecordSchema = z.extend(ValidationNoticeSchema, DEBT_RECORD_IDS);
export type ValidationNoticeRecord = z.infer<typeof ValidationNoticeRecordSchema>;

/** A contact; its source and flags are worked out on every answer, so they are not stored. */
export const ContactRecordSchema = z.extend(z.omit(ContactSchema, { source: true, flags: true }), {
  ...DEBT_RECORD_IDS,
  /** Who held the debt when it was logged; absent on older contacts (then today's holder). */
  holder_kind: z.optional(z.nullable(HolderSchema)),
  created_at: DateTimeSchema,
});
export type ContactRecord = z.infer<typeof ContactRecordSchema>;

/** The senders linked to a debt; its id is the tradeline's, so there is one per debt. */
export const LinkedSendersRecordSchema = z.object({
  ...USER_RECORD_IDS,
  senders: z.array(z.string()),
  updated_at: DateTimeSchema,
});
export type LinkedSendersRecord = z.infer<typeof LinkedSendersRecordSchema>;
