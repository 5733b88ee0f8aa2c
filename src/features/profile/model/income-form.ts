/**
 * The Edit Income form (spec section 5: a number, min 0, no message), checked by the contract's
 * own income schema. Blank, non-numeric and negative stay without a message and keep Save
 * disabled, as the spec says; the contract's maximum, which the spec does not word, gets the
 * tradeline forms' words (docs/decisions.md MH-12).
 */
import * as z from 'zod/mini';
import { AMOUNT_MAX } from '@/shared/api/schemas';
import { formatUsd } from '@/shared/lib/money';
import { FinancialProfileSchema } from '../contract';

/** The contract's maximum for an amount of the profile, in the tradeline forms' words. */
export const INCOME_TOO_LARGE = `Amounts cannot be more than ${formatUsd(AMOUNT_MAX)}`;

/** A refusal the spec leaves unworded: the form shows no message for it, only a disabled Save. */
export const SILENT = '';

export const IncomeFormSchema = z.object({
  income: z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((text) => text !== '' && Number.isFinite(Number(text)), SILENT),
      ),
      z.transform(Number),
    ),
    FinancialProfileSchema.shape.income,
  ),
});
export type IncomeFormInput = z.input<typeof IncomeFormSchema>;
export type IncomeFormValues = z.output<typeof IncomeFormSchema>;

/** The words for the contract's refusals: none below zero (spec), the maximum named. */
export function incomeMessage(issue: { code?: string; origin?: string }): string | undefined {
  if (issue.origin !== 'number') return undefined;
  if (issue.code === 'too_small') return SILENT;
  if (issue.code === 'too_big') return INCOME_TOO_LARGE;
  return undefined;
}
