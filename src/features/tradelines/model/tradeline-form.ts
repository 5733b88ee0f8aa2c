/**
 * The tradeline forms (spec section 5): what a person types, checked by the contract's own
 * schemas, each refusal named in the spec's words (or ours where the spec names none:
 * docs/decisions.md MH-4 and MH-12).
 */
import * as z from 'zod/mini';
import { AMOUNT_MAX } from '@/shared/api/schemas';
import { formatUsd } from '@/shared/lib/money';
import { CreateTradelineBodySchema, TradelineAmountsSchema } from '../contract';

/** The field messages of the tradeline forms (the spec says only 'required', min 0). */
export const FIELD_MESSAGES = {
  creditor: 'Please choose a creditor',
  creditorName: 'Please enter the creditor name',
  creditorNameTooLong: 'Please enter at most 120 characters',
  current_balance: 'Please enter the current balance',
  minimum_payment: 'Please enter the minimum payment',
  credit_limit: 'Please enter the credit limit',
  negative: 'Amounts cannot be negative',
  tooLarge: `Amounts cannot be more than ${formatUsd(AMOUNT_MAX)}`,
} as const;

export const AMOUNT_FIELDS = ['current_balance', 'minimum_payment', 'credit_limit'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export const AMOUNT_LABELS: Record<AmountField, string> = {
  current_balance: 'Current Balance',
  minimum_payment: 'Minimum Payment',
  credit_limit: 'Credit Limit',
};

/** The value of the pick list's 'Other' entry (creditor uuids are hex, so it cannot clash). */
export const OTHER_CREDITOR_VALUE = 'other';

/**
 * A typed amount: required and a number, then the contract's own amount schema (0 up to
 * AMOUNT_MAX), whose refusals `contractMessage` words.
 */
const amountInput = (field: AmountField) =>
  z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((text) => text !== '' && Number.isFinite(Number(text)), FIELD_MESSAGES[field]),
      ),
      z.transform(Number),
    ),
    TradelineAmountsSchema.shape[field],
  );

const amountInputs = {
  current_balance: amountInput('current_balance'),
  minimum_payment: amountInput('minimum_payment'),
  credit_limit: amountInput('credit_limit'),
};

/** The Edit Tradeline form: the three amounts, sent as they are (spec section 5). */
export const EditTradelineFormSchema = z.object(amountInputs);
export type EditTradelineInput = z.input<typeof EditTradelineFormSchema>;
export type EditTradelineValues = z.output<typeof EditTradelineFormSchema>;

/** The Add a Tradeline form: a creditor from the list or 'Other' with a typed name, the amounts. */
export const AddTradelineFormSchema = z
  .object({
    creditor: z.string().check(z.minLength(1, FIELD_MESSAGES.creditor)),
    creditor_name: z.string(),
    ...amountInputs,
  })
  .check(
    z.superRefine((form, context) => {
      if (form.creditor !== OTHER_CREDITOR_VALUE) return;
      // The typed name is the account name: the contract's own rule for it.
      const name = CreateTradelineBodySchema.shape.account_name.safeParse(form.creditor_name);
      if (!name.success) {
        context.addIssue({
          code: 'custom',
          path: ['creditor_name'],
          message:
            form.creditor_name.trim() === ''
              ? FIELD_MESSAGES.creditorName
              : FIELD_MESSAGES.creditorNameTooLong,
        });
      }
    }),
  );
export type AddTradelineInput = z.input<typeof AddTradelineFormSchema>;
export type AddTradelineValues = z.output<typeof AddTradelineFormSchema>;

export const EMPTY_TRADELINE: AddTradelineInput = {
  creditor: '',
  creditor_name: '',
  current_balance: '',
  minimum_payment: '',
  credit_limit: '',
};

/**
 * The spec's words for a refusal of the contract's schemas (passed to the resolver), where zod
 * would otherwise show its own ('Too big: expected number to be <=100000000').
 */
export function contractMessage(issue: { code?: string; origin?: string }): string | undefined {
  if (issue.origin !== 'number') return undefined;
  if (issue.code === 'too_small') return FIELD_MESSAGES.negative;
  if (issue.code === 'too_big') return FIELD_MESSAGES.tooLarge;
  return undefined;
}
