/** The stored settlement records: a debt's details, its offers and its written agreement. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { MailingAddressSchema } from '@/shared/lib/us-address';
import { DEBT_RECORD_IDS, ObjectIdSchema, USER_RECORD_IDS } from '@/shared/store/ids';
import {
  AgreementDocumentSchema,
  ChecklistSchema,
  DebtDetailsSchema,
  OfferSchema,
  ReportingSchema,
} from './contract';

/** A debt's details; its id is the tradeline's, so two first saves cannot make two records. */
export const DebtDetailsRecordSchema = z.extend(
  z.omit(DebtDetailsSchema, { tradeline_id: true, updated_at: true }),
  {
    ...USER_RECORD_IDS,
    /** Absent on records saved before debts had one: unknown, as null. */
    mailing_address: z.optional(z.nullable(MailingAddressSchema)),
    walk_away: z.optional(z.nullable(z.number())),
    created_at: DateTimeSchema,
    /** When the user last saved them (not the database's own `updated_at`). */
    saved_at: DateTimeSchema,
  },
);
export type DebtDetailsRecord = z.infer<typeof DebtDetailsRecordSchema>;

/** A logged offer; the amount and the payments are stored as the body's checks let them in. */
export const OfferRecordSchema = z.extend(OfferSchema, {
  ...DEBT_RECORD_IDS,
  amount: z.number(),
  payments: z.number().check(z.int()),
});
export type OfferRecord = z.infer<typeof OfferRecordSchema>;

const DatedAmount = z.object({ date: DateSchema, amount: z.number() });

/** A debt's written agreement, its payments and its letter's description; its id the tradeline's. */
export const AgreementRecordSchema = z.object({
  ...USER_RECORD_IDS,
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
