/**
 * The demo bank-account form of mock mode. With Stripe, Stripe.js confirms a setup intent with
 * the bank details (they never reach our API) and `attach-payment-method` saves what Stripe
 * recorded. In mock mode this endpoint stands in for Stripe.js: the mock records the account on
 * its setup intent, and the same attach endpoint saves it. It is not part of the API contract.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { IdParamsSchema, SuccessSchema } from '@/shared/api/schemas';
import { isValidAccountNumber, isValidRoutingNumber } from './routing-number';

export const DemoBankAccountSchema = z.strictObject({
  routing_number: z.string().check(z.refine(isValidRoutingNumber, 'is not a valid routing number')),
  account_number: z.string().check(z.refine(isValidAccountNumber, 'must be 4 to 17 digits')),
  account_holder_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
export type DemoBankAccount = z.infer<typeof DemoBankAccountSchema>;

export const demoConfirmSetupIntent = defineEndpoint({
  method: 'POST',
  path: '/demo-stripe/setup-intents/{id}/confirm',
  summary: 'Mock mode only: confirm a setup intent with a bank account, as Stripe.js would',
  access: 'user',
  params: IdParamsSchema,
  body: DemoBankAccountSchema,
  response: SuccessSchema,
  errors: [400, 401, 404, 409],
});

/** Stripe's test routing numbers and a few well-known banks; any other valid number is 'Demo Bank'. */
const BANKS: Record<string, string> = {
  '110000000': 'STRIPE TEST BANK',
  '021000021': 'JPMorgan Chase',
  '011000015': 'Federal Reserve Bank',
  '121000248': 'Wells Fargo',
  '026009593': 'Bank of America',
};

export function demoBankName(routingNumber: string): string {
  return BANKS[routingNumber] ?? 'Demo Bank';
}
