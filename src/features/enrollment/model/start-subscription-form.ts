/**
 * The Start Subscription form: the debit authorization must be agreed to, and the text agreed to
 * is the contract's `authorization_text` (what the server checks against the saved program).
 */
import * as z from 'zod/mini';
import { CreateSubscriptionBodySchema } from '../contract';

export const AGREEMENT_REQUIRED = 'Agree to the debit authorization to start the subscription';

export const StartSubscriptionFormSchema = z.object({
  agreed: z.boolean().check(z.refine((agreed) => agreed, AGREEMENT_REQUIRED)),
  authorization_text: CreateSubscriptionBodySchema.shape.authorization_text,
});
export type StartSubscriptionFormValues = z.output<typeof StartSubscriptionFormSchema>;
