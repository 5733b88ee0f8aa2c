/** Building blocks every contract uses: ids, money, dates and the error body. */
import { z } from 'zod';

/** Every error answer: `{ "detail": string }`. */
export const ErrorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdSchema = z.string().trim().min(1).max(64);

/** A user id in a path, owned by the caller (admins excepted). */
export const UserIdParamsSchema = z.strictObject({ user_id: IdSchema });
export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** The largest amount either backend takes, in US dollars. */
export const AMOUNT_MAX = 100_000_000;
/** US dollars, never negative (balances, payments, limits, income, expenses). */
export const AmountSchema = z.number().finite().min(0).max(AMOUNT_MAX);
/** US dollars that may be negative (net income). */
export const SignedAmountSchema = z.number().finite().min(-AMOUNT_MAX).max(AMOUNT_MAX);

/** A calendar date, `YYYY-MM-DD`. */
export const DateSchema = z.iso.date();
/** An instant, ISO 8601 with offset. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

export const EmailSchema = z.string().trim().max(254).pipe(z.email());

/** The body of an answer that only says whether it worked. */
export const SuccessSchema = z.object({ success: z.boolean() });

/** No body: 204 answers. */
export const NoContentSchema = z.undefined();
