/**
 * The workspace's forms, read by react-hook-form's zod resolver: each takes the fields as typed
 * (text) and checks what it would send with the contract's own body schema, so a form accepts
 * exactly what the API does. A form shows one message, for the first refusal, in the words its
 * `…Message` function gives (the contract's, or a plainer one for a missing amount).
 */
import * as z from 'zod/mini';
import type { Holder } from '@/shared/lib/debt-holders';
import type { FormIssue } from '@/shared/lib/form-issue';
import type { UsStateCode } from '@/shared/lib/us-states';
import {
  ChecklistSchema,
  LogOfferBodySchema,
  OfferBySchema,
  OfferChannelSchema,
  RecordPaymentBodySchema,
  ReportingSchema,
  SaveAgreementBodySchema,
  TaxInputSchema,
  UpdateDebtDetailsBodySchema,
} from '../contract';

/** A typed amount: blank is no number (refused as missing), anything else as written. */
const amountOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Blank is null (a detail not known); anything else as typed. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

export const OfferFormSchema = z.pipe(
  z.pipe(
    z.object({
      by: OfferBySchema,
      date: z.string(),
      amount: z.string(),
      payments: z.string(),
      channel: OfferChannelSchema,
      note: z.string(),
    }),
    z.transform(({ note, ...values }) => ({
      ...values,
      amount: amountOf(values.amount),
      payments: Number(values.payments),
      ...(note.trim() ? { note } : {}),
    })),
  ),
  LogOfferBodySchema,
);
export type OfferFormInput = z.input<typeof OfferFormSchema>;

export function offerMessage(issue: FormIssue): string {
  return issue.path[0] === 'amount' ? 'Enter the amount offered.' : issue.message;
}

/** The insolvency worksheet: the two totals and the bracket. */
export const TaxFormSchema = z.pipe(
  z.pipe(
    z.object({ liabilities: z.string(), assets: z.string(), rate: z.string() }),
    z.transform(({ liabilities, assets, rate }): z.input<typeof TaxInputSchema> => ({
      liabilities: amountOf(liabilities),
      assets: amountOf(assets),
      marginal_rate: Number(rate),
    })),
  ),
  TaxInputSchema,
);
export type TaxFormInput = z.input<typeof TaxFormSchema>;

export function taxMessage(issue: FormIssue): string {
  return issue.code === 'not_multiple_of'
    ? issue.message
    : 'Enter what you owed and what you owned, in dollars.';
}

/** 'Record a payment': its date and amount. */
export const PaymentFormSchema = z.pipe(
  z.pipe(
    z.object({ date: z.string(), amount: z.string() }),
    z.transform(({ date, amount }) => ({ date, amount: amountOf(amount) })),
  ),
  RecordPaymentBodySchema,
);
export type PaymentFormInput = z.input<typeof PaymentFormSchema>;

export function paymentMessage(issue: FormIssue): string {
  return issue.path[0] === 'amount' && issue.code === 'not_multiple_of'
    ? issue.message
    : 'Enter the amount paid.';
}

/** The written agreement: one date (a lump sum of the whole amount) or several with amounts. */
export const AgreementFormSchema = z.pipe(
  z.pipe(
    z.object({
      amount: z.string(),
      balance: z.string(),
      dates: z.array(z.object({ date: z.string(), amount: z.string() })),
      reporting: ReportingSchema,
      checklist: ChecklistSchema,
    }),
    z.transform(({ amount, balance, dates, reporting, checklist }) => {
      const total = amountOf(amount);
      return {
        amount: total,
        balance_at_settlement: Number(balance),
        schedule: dates.map((item) => ({
          date: item.date,
          // A lump sum is the whole amount on its date.
          amount: dates.length === 1 ? total : Number(item.amount),
        })),
        reporting,
        checklist,
      };
    }),
  ),
  SaveAgreementBodySchema,
);
export type AgreementFormInput = z.input<typeof AgreementFormSchema>;

export function agreementMessage(issue: FormIssue): string {
  return issue.path[0] === 'amount' ? 'Enter the agreed amount.' : issue.message;
}

type DetailsBody = z.input<typeof UpdateDebtDetailsBodySchema>;

const AddressFormSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});

/**
 * 'What we know about the debt': blanks clear a detail. The state the user lives in is the
 * profile's (saved after the details), so it is a field of the form, not of this body.
 */
export const DetailsFormSchema = z.pipe(
  z.pipe(
    z.object({
      holder: z.string(),
      collector: z.string(),
      lastFour: z.string(),
      lastPayment: z.string(),
      walkAway: z.string(),
      state: z.string(),
      address: AddressFormSchema,
    }),
    z.transform(({ holder, collector, lastFour, lastPayment, walkAway, address }): DetailsBody => ({
      // The select offers the holders only; the contract checks it all the same.
      holder_kind: holder === '' ? null : (holder as Holder),
      collector_name: orNull(collector),
      account_last_four: orNull(lastFour),
      // Optional: all empty clears it; a part given asks for the rest.
      mailing_address: Object.values(address).every((part) => part.trim() === '')
        ? null
        : { ...address, state: address.state as UsStateCode, line2: orNull(address.line2) },
      last_payment_date: lastPayment === '' ? null : lastPayment,
      walk_away: walkAway.trim() === '' ? null : Number(walkAway),
    })),
  ),
  UpdateDebtDetailsBodySchema,
);
export type DetailsFormInput = z.input<typeof DetailsFormSchema>;

export function detailsMessage(issue: FormIssue): string {
  return issue.message;
}
