/**
 * The demo bank-account form (mock mode's stand-in for Stripe's Payment Element): each field in
 * the form's words, then the endpoint's own `DemoBankAccountSchema`, so what the form sends is
 * what the stand-in for Stripe.js takes.
 */
import * as z from 'zod/mini';
import { DemoBankAccountSchema } from './demo-bank';
import { isValidAccountNumber, isValidRoutingNumber } from './routing-number';

export const BANK_FORM_MESSAGES = {
  routingDigits: 'Enter the 9-digit routing number',
  routingInvalid: 'This routing number is not valid',
  account: 'Enter an account number of 4 to 17 digits',
  holder: "Enter the account holder's name",
  holderTooLong: 'Enter a name of at most 120 characters',
} as const;

const m = BANK_FORM_MESSAGES;

export const BankFormSchema = z.pipe(
  z.object({
    routing_number: z.string().check(
      z.trim(),
      z.refine((text) => /^\d{9}$/.test(text), { message: m.routingDigits, abort: true }),
      z.refine(isValidRoutingNumber, m.routingInvalid),
    ),
    account_number: z.string().check(z.trim(), z.refine(isValidAccountNumber, m.account)),
    account_holder_name: z
      .string()
      .check(z.trim(), z.minLength(1, m.holder), z.maxLength(120, m.holderTooLong)),
  }),
  DemoBankAccountSchema,
);
export type BankFormInput = z.input<typeof BankFormSchema>;
export type BankFormValues = z.output<typeof BankFormSchema>;
