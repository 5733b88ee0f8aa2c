/**
 * The earnings calculator has no endpoint: it runs in the browser. Its input and result shapes
 * (spec section 3) live here so every slice states its data the same way.
 */
import * as z from 'zod/mini';

export const CalculatorInputSchema = z.object({
  monthlyIncome: z.number().check(z.minimum(0)),
  monthlyExpenses: z.number().check(z.minimum(0)),
  totalDebt: z.number().check(z.minimum(0)),
});
export type CalculatorInput = z.infer<typeof CalculatorInputSchema>;

export const CeoEntrySchema = z.object({
  hourlyPay: z.number().check(z.positive()),
  annual: z.number().check(z.positive()),
  ceo: z.string(),
  company: z.string(),
});
export type CeoEntry = z.infer<typeof CeoEntrySchema>;

export const CalculatorResultSchema = z.object({
  targetedSavings: z.number(),
  hourlyPay: z.number(),
  match: CeoEntrySchema,
});
export type CalculatorResult = z.infer<typeof CalculatorResultSchema>;

export const calculatorEndpoints = {};
