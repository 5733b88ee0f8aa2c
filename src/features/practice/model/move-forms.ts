/**
 * The two typed moves of a practice session: an offer in whole dollars up to the balance, and
 * the user's own words, each handed to the contract's `PracticeMoveBodySchema`, so the form
 * sends what the endpoint takes. The server refuses an offer without an amount in the same words.
 */
import * as z from 'zod/mini';
import { PracticeMoveBodySchema, type PracticeMoveBody } from '../contract';
import { OFFER_WHOLE, offerAboveBalance } from './engine';

/** The offer form for a session whose debt has `balance` whole dollars. */
export function offerFormSchema(balance: number) {
  return z.pipe(
    z.object({
      offer: z.string().check(
        z.superRefine((text, context) => {
          const amount = Number(text.trim());
          if (text.trim() === '' || !Number.isInteger(amount) || amount < 1)
            context.addIssue({ code: 'custom', message: OFFER_WHOLE, input: text });
          else if (amount > balance)
            context.addIssue({ code: 'custom', message: offerAboveBalance(balance), input: text });
        }),
      ),
    }),
    z.pipe(
      z.transform(({ offer }: { offer: string }): PracticeMoveBody => ({
        kind: 'offer',
        amount: Number(offer.trim()),
      })),
      PracticeMoveBodySchema,
    ),
  );
}
export type OfferFormInput = z.input<ReturnType<typeof offerFormSchema>>;

/** The user's own words: sent trimmed, nothing when blank. */
export const WordsFormSchema = z.pipe(
  z.object({ words: z.string().check(z.trim(), z.minLength(1)) }),
  z.pipe(
    z.transform(({ words }: { words: string }): PracticeMoveBody => ({ kind: 'say', text: words })),
    PracticeMoveBodySchema,
  ),
);
export type WordsFormInput = z.input<typeof WordsFormSchema>;
