/** The stored letters records: letters sent, validation notices, contacts and linked senders. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import {
  ContactMethodSchema,
  HolderSchema,
  LetterKindSchema,
  LocalDateTimeSchema,
  SendMethodSchema,
  TimeZoneSchema,
  ValidationNoticeSchema,
} from './contract';

export const SentLetterRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  kind: LetterKindSchema,
  sent_date: DateSchema,
  method: SendMethodSchema,
  /** Absent on letters recorded before these existed: unknown, as null. */
  tracking_number: z.optional(z.nullable(z.string())),
  received_date: z.optional(z.nullable(DateSchema)),
  answered_date: z.optional(z.nullable(DateSchema)),
  /** Fixed when sent, from the holder then: a dispute letter, or notice to a collector. */
  dispute: z.boolean(),
  created_at: DateTimeSchema,
});
export type SentLetterRecord = z.infer<typeof SentLetterRecordSchema>;

export const ValidationNoticeRecordSchema = z.extend(ValidationNoticeSchema, {
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
});
export type ValidationNoticeRecord = z.infer<typeof ValidationNoticeRecordSchema>;

export const ContactRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  occurred_at: LocalDateTimeSchema,
  time_zone: TimeZoneSchema,
  method: ContactMethodSchema,
  note: z.string(),
  allowed_notice: z.boolean(),
  /** Who held the debt when it was logged; absent on older contacts (then today's holder). */
  holder_kind: z.optional(z.nullable(HolderSchema)),
  created_at: DateTimeSchema,
});
export type ContactRecord = z.infer<typeof ContactRecordSchema>;

/** The senders linked to a debt; its id is the tradeline's, so there is one per debt. */
export const LinkedSendersRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  senders: z.array(z.string()),
  updated_at: DateTimeSchema,
});
export type LinkedSendersRecord = z.infer<typeof LinkedSendersRecordSchema>;
