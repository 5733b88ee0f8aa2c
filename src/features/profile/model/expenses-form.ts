/**
 * The Edit Expenses form (spec section 5: each field a number, min 0, blank or non-numeric
 * counts as 0), checked by the contract's own amount schema, each refusal in words.
 */
import * as z from 'zod/mini';
import { FinancialProfileSchema } from '../contract';
import { EXPENSE_FIELDS, expenseAmount, type ExpenseFieldName } from './expense-fields';
import { INCOME_TOO_LARGE } from './income-form';

export const AMOUNT_NEGATIVE = 'Amounts cannot be negative';

/** Typed text as the amount it stands for, then the contract's rule for an amount. */
const expenseInput = z.pipe(
  z.pipe(z.string(), z.transform(expenseAmount)),
  FinancialProfileSchema.shape.other,
);

export const ExpensesFormSchema = z.object(
  Object.fromEntries(EXPENSE_FIELDS.map(({ name }) => [name, expenseInput])) as Record<
    ExpenseFieldName,
    typeof expenseInput
  >,
);
export type ExpensesFormInput = z.input<typeof ExpensesFormSchema>;
export type ExpensesFormValues = z.output<typeof ExpensesFormSchema>;

/** The words for the contract's refusals of one amount. */
export function expenseMessage(issue: { code?: string; origin?: string }): string | undefined {
  if (issue.origin !== 'number') return undefined;
  if (issue.code === 'too_small') return AMOUNT_NEGATIVE;
  if (issue.code === 'too_big') return INCOME_TOO_LARGE;
  return undefined;
}
