/**
 * The settlement workspace of one debt (issue 27): what we know about the debt beyond the spec's
 * three amounts, the settlement plan, the offer log, the written agreement and its letter, the
 * payments and the tax estimate. Its own endpoints under `/tradelines/{id}/…`, so the spec's
 * tradeline update (section 5: the three amounts only) stays as it is.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AMOUNT_MAX,
  AmountSchema,
  DateSchema,
  DateTimeSchema,
  IdParamsSchema,
  IdSchema,
} from '@/shared/api/schemas';
import { HOLDERS } from '@/shared/lib/debt-holders';
import { MailingAddressSchema } from '@/shared/lib/us-address';
import { CHECKLIST_KEYS } from './model/agreement';
import { DOCUMENT_NAME_MAX, DOCUMENT_TYPES } from './model/agreement-document';

/** Who holds the debt now. */
export const HolderKindSchema = z.enum(HOLDERS, 'Choose who holds the debt now.');

export const CollectorNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Enter the collector's name."),
    z.maxLength(120, "The collector's name can be at most 120 characters."),
  );

export const AccountLastFourSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}$/, 'Enter the last four digits of the account number.'));

export const WHOLE_CENTS_MESSAGE = 'Enter an amount in whole cents, such as 832.50.';

/**
 * US dollars in whole cents, never negative: every amount the workspace takes (a sum of $0.001
 * is no sum anyone agreed or paid, and sums in cents add up exactly).
 */
export const CentsSchema = z
  .number()
  .check(z.minimum(0), z.maximum(AMOUNT_MAX), z.multipleOf(0.01, WHOLE_CENTS_MESSAGE));

/**
 * What we know about a debt: all optional, null until the user says. Other slices read it
 * (letters name the collector and the account; practice the holder).
 */
export const DebtDetailsSchema = z.object({
  tradeline_id: IdSchema,
  holder_kind: z.nullable(HolderKindSchema),
  /** The collection agency's or debt buyer's name (the original creditor is the account name). */
  collector_name: z.nullable(z.string()),
  account_last_four: z.nullable(z.string()),
  /** Where letters about the debt go: the collector's or, without one, the creditor's address. */
  mailing_address: z.nullable(MailingAddressSchema),
  /** The date of the last payment made on the account, `YYYY-MM-DD`. */
  last_payment_date: z.nullable(DateSchema),
  /** The most the user will pay to settle (the settlement plan's walk-away maximum). */
  walk_away: z.nullable(AmountSchema),
  /** When the details were last saved; null when never. */
  updated_at: z.nullable(DateTimeSchema),
});
export type DebtDetails = z.infer<typeof DebtDetailsSchema>;

/** Any of the details: a field left out keeps its value, null clears it. */
export const UpdateDebtDetailsBodySchema = z.strictObject({
  holder_kind: z.optional(z.nullable(HolderKindSchema)),
  collector_name: z.optional(z.nullable(CollectorNameSchema)),
  account_last_four: z.optional(z.nullable(AccountLastFourSchema)),
  mailing_address: z.optional(z.nullable(MailingAddressSchema)),
  last_payment_date: z.optional(z.nullable(DateSchema)),
  walk_away: z.optional(z.nullable(CentsSchema)),
});
export type UpdateDebtDetailsBody = z.infer<typeof UpdateDebtDetailsBodySchema>;

/** A positive amount of US dollars in whole cents. */
export const PaymentAmountSchema = z
  .number()
  .check(
    z.gt(0, 'Enter an amount greater than $0.'),
    z.maximum(AMOUNT_MAX),
    z.multipleOf(0.01, WHOLE_CENTS_MESSAGE),
  );

export const OfferBySchema = z.enum(['me', 'creditor']);
export const OfferChannelSchema = z.enum(['call', 'email', 'letter']);
export const ReportingSchema = z.enum(['settled_in_full', 'paid_in_full']);

/** 'Log an offer': who, when, how much, lump sum (1 payment) or a number of payments, how. */
export const LogOfferBodySchema = z.strictObject({
  by: OfferBySchema,
  date: DateSchema,
  amount: PaymentAmountSchema,
  /** 1: a lump sum; more: that many payments. */
  payments: z.number().check(z.int(), z.minimum(1), z.maximum(60, 'At most 60 payments.')),
  channel: OfferChannelSchema,
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(500, 'A note can be at most 500 characters.')),
  ),
});
export type LogOfferBody = z.infer<typeof LogOfferBodySchema>;

export const OfferSchema = z.object({
  id: IdSchema,
  tradeline_id: IdSchema,
  by: OfferBySchema,
  date: DateSchema,
  amount: AmountSchema,
  payments: z.number().check(z.int(), z.minimum(1)),
  channel: OfferChannelSchema,
  note: z.nullable(z.string()),
  created_at: DateTimeSchema,
});
export type Offer = z.infer<typeof OfferSchema>;

export const ScheduledPaymentSchema = z.strictObject({
  date: DateSchema,
  amount: PaymentAmountSchema,
});

export const ChecklistSchema = z.strictObject(
  Object.fromEntries(CHECKLIST_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof CHECKLIST_KEYS)[number],
    z.ZodMiniBoolean<boolean>
  >,
);

/** The insolvency worksheet's two totals (IRS Publication 4681) and the marginal rate. */
export const TaxInputSchema = z.strictObject({
  liabilities: CentsSchema,
  assets: CentsSchema,
  /** The federal marginal rate, a whole percent. */
  marginal_rate: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(37))),
});
export type TaxInput = z.infer<typeof TaxInputSchema>;

/** 'Written agreement': what was agreed, when it is paid, how it is reported, the checklist. */
export const SaveAgreementBodySchema = z.strictObject({
  amount: PaymentAmountSchema,
  /** The balance the creditor settles: the forgiven amount is this minus `amount`. */
  balance_at_settlement: CentsSchema,
  /** One payment (a lump sum) or several, with their dates; they add up to `amount`. */
  schedule: z
    .array(ScheduledPaymentSchema)
    .check(z.minLength(1, 'Add the payment date.'), z.maxLength(60, 'At most 60 payments.')),
  reporting: ReportingSchema,
  checklist: ChecklistSchema,
  /** The tax worksheet: left out keeps the saved one, null clears it. */
  tax: z.optional(z.nullable(TaxInputSchema)),
});
export type SaveAgreementBody = z.infer<typeof SaveAgreementBodySchema>;

/** A payment made against the agreement: its date and amount, as a scheduled one's. */
export const RecordPaymentBodySchema = ScheduledPaymentSchema;
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>;

export const PaymentSchema = z.object({
  id: IdSchema,
  date: DateSchema,
  amount: AmountSchema,
  created_at: DateTimeSchema,
});

export const AgreementDocumentSchema = z.object({
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_TYPES),
  size: z.number().check(z.int(), z.minimum(1)),
  uploaded_at: DateTimeSchema,
});
export type AgreementDocument = z.infer<typeof AgreementDocumentSchema>;

export const AgreementSchema = z.object({
  tradeline_id: IdSchema,
  amount: AmountSchema,
  balance_at_settlement: AmountSchema,
  schedule: z.array(z.object({ date: DateSchema, amount: AmountSchema })),
  reporting: ReportingSchema,
  checklist: z.object(ChecklistSchema.shape),
  tax: z.nullable(
    z.object({
      liabilities: AmountSchema,
      assets: AmountSchema,
      marginal_rate: z.nullable(z.number()),
    }),
  ),
  payments: z.array(PaymentSchema),
  paid: AmountSchema,
  remaining: AmountSchema,
  /** The date of the payment that completed the agreement; null until then. */
  settled_on: z.nullable(DateSchema),
  letter: z.nullable(AgreementDocumentSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type Agreement = z.infer<typeof AgreementSchema>;

/**
 * 'Attach the letter': the file's name and its bytes in base64 (the API speaks JSON; see
 * docs/decisions.md SW-6). Its size (at most 10 MB) and type (a PDF, PNG or JPEG, from its
 * content) are the service's checks: 413 and 415 with a detail.
 */
export const AttachDocumentBodySchema = z.strictObject({
  file_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the file's name."),
      z.maxLength(DOCUMENT_NAME_MAX, `A file name can be at most ${DOCUMENT_NAME_MAX} characters.`),
    ),
  content: z.string(),
});
export type AttachDocumentBody = z.infer<typeof AttachDocumentBodySchema>;

/** The attached letter with its bytes, for its owner to download. */
export const DocumentFileSchema = z.object({
  ...AgreementDocumentSchema.shape,
  /** The bytes in base64. */
  content: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>;

/** The workspace's record of one debt: its offers (newest first) and its agreement. */
export const SettlementSchema = z.object({
  tradeline_id: IdSchema,
  offers: z.array(OfferSchema),
  agreement: z.nullable(AgreementSchema),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/** Offers kept per debt: a negotiation is a handful; the bound keeps one answer small. */
export const OFFERS_MAX = 100;

export const settlementEndpoints = {
  getDebtDetails: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{id}/details',
    summary: 'What we know about a debt: its holder, collector, last four digits and last payment',
    access: 'user',
    params: IdParamsSchema,
    response: DebtDetailsSchema,
    errors: [400, 401, 403, 404],
  }),
  updateDebtDetails: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/details',
    summary: 'Save what we know about a debt; fields left out keep their value, null clears one',
    access: 'user',
    params: IdParamsSchema,
    body: UpdateDebtDetailsBodySchema,
    response: DebtDetailsSchema,
    errors: [400, 401, 403, 404],
  }),
  getSettlement: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{id}/settlement',
    summary: "A debt's settlement workspace: its offers, newest first, and its written agreement",
    access: 'user',
    params: IdParamsSchema,
    response: SettlementSchema,
    errors: [400, 401, 402, 403, 404],
  }),
  logOffer: defineEndpoint({
    method: 'POST',
    path: '/tradelines/{id}/offers',
    summary: 'Log an offer made by the user or the creditor',
    access: 'user',
    params: IdParamsSchema,
    body: LogOfferBodySchema,
    response: OfferSchema,
    status: 201,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  saveAgreement: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/agreement',
    summary: 'Record or change the written agreement: amount, payment dates, reporting, checklist',
    access: 'user',
    params: IdParamsSchema,
    body: SaveAgreementBodySchema,
    response: AgreementSchema,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/tradelines/{id}/agreement/payments',
    summary: 'Record a payment made against the written agreement',
    access: 'user',
    params: IdParamsSchema,
    body: RecordPaymentBodySchema,
    response: AgreementSchema,
    status: 201,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  saveTaxWorksheet: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/agreement/tax',
    summary:
      "Save the agreement's tax worksheet (liabilities, assets, marginal rate), also once settled",
    access: 'user',
    params: IdParamsSchema,
    body: TaxInputSchema,
    response: AgreementSchema,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  attachDocument: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/agreement/letter',
    summary:
      "Attach the written agreement's letter (PDF, PNG or JPEG, at most 10 MB), replacing any",
    access: 'user',
    params: IdParamsSchema,
    body: AttachDocumentBodySchema,
    response: AgreementSchema,
    errors: [400, 401, 402, 403, 404, 409, 413, 415],
  }),
  getDocument: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{id}/agreement/letter',
    summary: "The written agreement's letter with its bytes, for its owner only",
    access: 'user',
    params: IdParamsSchema,
    response: DocumentFileSchema,
    errors: [400, 401, 402, 403, 404],
  }),
};
