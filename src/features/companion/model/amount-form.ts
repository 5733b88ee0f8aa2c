/**
 * The amount pad during a call ('Their amount', 'Your amount'): what the user types, as people
 * write money ('2000', '2,000', '$2,000.50'), checked with the contract's amount of a call.
 */
import * as z from 'zod/mini';
import { CallAmountSchema } from '../contract';

export const AMOUNT_FORMAT = 'Enter the amount in dollars, such as 2000 or 2,000.50.';

export const AmountPadSchema = z.object({
  amount: z.pipe(
    z.pipe(
      z.string().check(
        z.overwrite((text) => text.replace(/[$,\s]/g, '')),
        z.regex(/^\d+(\.\d{1,2})?$/, AMOUNT_FORMAT),
      ),
      z.transform(Number),
    ),
    CallAmountSchema,
  ),
});
export type AmountPadInput = z.input<typeof AmountPadSchema>;
export type AmountPadValues = z.output<typeof AmountPadSchema>;
