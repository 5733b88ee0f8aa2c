/** The stored settlement records: a debt's details, its offers and its written agreement. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { MailingAddressSchema } from '@/shared/lib/us-address';
import { ObjectIdSchema } from '@/shared/store/ids';
import {
  ChecklistSchema,
  HolderKindSchema,
  AgreementDocumentSchema,
  OfferBySchema,
  OfferChannelSchema,
  ReportingSchema,
} from './contract';

/** A debt's details; its id is the tradeline's, so two first saves cannot make two records. */
export const DebtDetailsRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  holder_kind: z.nullable(HolderKindSchema),
  collector_name: z.nullable(z.string()),
  account_last_four: z.nullable(z.string()),
  /** Absent on records saved before debts had one: unknown, as null. */
  mailing_address: z.optional(z.nullable(MailingAddressSchema)),
  last_payment_date: z.nullable(DateSchema),
  walk_away: z.optional(z.nullable(z.number())),
  created_at: DateTimeSchema,
  /** When the user last saved them (not the database's own `updated_at`). */
  saved_at: DateTimeSchema,
});
export type DebtDetailsRecord = z.infer<typeof DebtDetailsRecordSchema>;

/** A logged offer. */
export const OfferRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_id: ObjectIdSchema,
  by: OfferBySchema,
  date: DateSchema,
  amount: z.number(),
  payments: z.number().check(z.int()),
  channel: OfferChannelSchema,
  note: z.nullable(z.string()),
  created_at: DateTimeSchema,
});
export type OfferRecord = z.infer<typeof OfferRecordSchema>;

const DatedAmount = z.object({ date: DateSchema, amount: z.number() });

/** A debt's written agreement, its payments and its letter's description; its id the tradeline's. */
export const AgreementRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  amount: z.number(),
  balance_at_settlement: z.number(),
  schedule: z.array(DatedAmount),
  reporting: ReportingSchema,
  checklist: z.object(ChecklistSchema.shape),
  tax: z.nullable(
    z.object({
      liabilities: z.number(),
      assets: z.number(),
      marginal_rate: z.nullable(z.number()),
    }),
  ),
  payments: z.array(
    z.object({
      id: ObjectIdSchema,
      date: DateSchema,
      amount: z.number(),
      created_at: DateTimeSchema,
    }),
  ),
  letter: z.nullable(
    z.object({
      /** The stored file's id (GridFS on the server, the browser's store on the mock). */
      file_id: z.string(),
      file_name: z.string(),
      content_type: AgreementDocumentSchema.shape.content_type,
      size: z.number(),
      uploaded_at: DateTimeSchema,
    }),
  ),
  created_at: DateTimeSchema,
  saved_at: DateTimeSchema,
});
export type AgreementRecord = z.infer<typeof AgreementRecordSchema>;
