/**
 * Building blocks every contract uses: ids, money, dates and the error body.
 *
 * Schemas in `src/` are written with `zod/mini` (docs/decisions.md, "Contracts on zod/mini"):
 * the browser parses answers with them at a fraction of zod's full builder API, and the mock,
 * the server and the OpenAPI generator read the same objects (mini schemas are zod core
 * schemas). The conversion from zod's chained style is mechanical:
 *
 * | chained (`zod`)                         | functional (`zod/mini`)                              |
 * | --------------------------------------- | ---------------------------------------------------- |
 * | `z.string().trim().min(1).max(64)`      | `z.string().check(z.trim(), z.minLength(1), z.maxLength(64))` |
 * | `z.number().int().min(0).max(9)`        | `z.number().check(z.int(), z.minimum(0), z.maximum(9))` |
 * | `z.number().finite()`                   | `z.number()` (zod 4 numbers are always finite)       |
 * | `z.array(x).max(4)`                     | `z.array(x).check(z.maxLength(4))`                   |
 * | `.regex(re, message)`                   | `.check(z.regex(re, message))`                       |
 * | `.refine(fn, message)`                  | `.check(z.refine(fn, message))`                      |
 * | `.superRefine(fn)`                      | `.check(z.superRefine(fn))`                          |
 * | `x.nullable()`, `x.optional()`          | `z.nullable(x)`, `z.optional(x)`                     |
 * | `x.default(v)`                          | `z._default(x, v)`                                   |
 * | `a.pipe(b)`                             | `z.pipe(a, b)`                                       |
 * | `x.partial()`, `x.extend({…})`          | `z.partial(x)`, `z.extend(x, {…})`                   |
 * | `x.omit({ k: true })`                   | `z.omit(x, { k: true })`                             |
 * | `x.meta({…})`                           | `withMeta(x, {…})` (below)                           |
 *
 * Checks run in the order written, as the chained calls did, so the messages are the same.
 * zod/mini loads no locale: the backends load English once (`src/backend/admission.ts`), and a
 * form's schema gives every message it can show.
 */
import * as z from 'zod/mini';

/** `schema.meta(data)` of zod's full API: a copy of the schema carrying OpenAPI metadata. */
export function withMeta<T extends z.ZodMiniType>(schema: T, data: z.core.GlobalMeta): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, data);
  return copy;
}

/**
 * A password as typed (the auth contract's, also asked for by the profile's email change).
 * Passwords are never truncated; 1024 characters is a sanity cap, not a policy. It lives here,
 * not in the auth contract, so that My Home's profile contract does not bring that contract
 * onto the portal's first screen.
 */
export const PasswordSchema = z.string().check(z.minLength(1), z.maxLength(1024));

/** Every error answer: `{ "detail": string }`. */
export const ErrorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** A user id in a path, owned by the caller (admins excepted). */
export const UserIdParamsSchema = z.strictObject({ user_id: IdSchema });
export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** The largest amount either backend takes, in US dollars. */
export const AMOUNT_MAX = 100_000_000;
/** US dollars, never negative (balances, payments, limits, income, expenses). */
export const AmountSchema = z.number().check(z.minimum(0), z.maximum(AMOUNT_MAX));
/** US dollars that may be negative (net income). */
export const SignedAmountSchema = z.number().check(z.minimum(-AMOUNT_MAX), z.maximum(AMOUNT_MAX));

/** A calendar date, `YYYY-MM-DD`. */
export const DateSchema = z.iso.date();
/** An instant, ISO 8601 with offset. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

export const EmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());

/** The body of an answer that only says whether it worked. */
export const SuccessSchema = z.object({ success: z.boolean() });

/** No body: 204 answers. */
export const NoContentSchema = z.undefined();

/**
 * A list's bound, `?limit=`: at most `max` items, `fallback` when not given (the service applies
 * it; both are stated in the OpenAPI document). Every list endpoint takes one, so one answer's
 * size never grows with what a user has stored.
 */
export interface ListBound {
  /** Items answered when no limit is given. */
  fallback: number;
  /** The largest limit accepted (a larger one is a 400). */
  max: number;
}

export function limitQuerySchema({ fallback, max }: ListBound) {
  return z.strictObject({
    limit: withMeta(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max))), {
      description: `Items at most: ${fallback} when not given, up to ${max}.`,
    }),
  });
}
