/**
 * The settlement workspace of one debt (issue 27): what we know about the debt beyond the spec's
 * three amounts, the settlement plan, the offer log, the written agreement and its letter, the
 * payments and the tax estimate. Its own endpoints under `/tradelines/{id}/…`, so the spec's
 * tradeline update (section 5: the three amounts only) stays as it is.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DateSchema, DateTimeSchema, IdParamsSchema, IdSchema } from '@/shared/api/schemas';
import { HOLDERS } from '@/shared/lib/debt-holders';

/** Who holds the debt now. */
export const HolderKindSchema = z.enum(HOLDERS, 'Choose who holds the debt now.');

export const CollectorNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Enter the collector's name."),
    z.maxLength(120, "The collector's name can be at most 120 characters."),
  );

export const AccountLastFourSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}$/, 'Enter the last four digits of the account number.'));

/**
 * What we know about a debt: all optional, null until the user says. Other slices read it
 * (letters name the collector and the account; practice the holder).
 */
export const DebtDetailsSchema = z.object({
  tradeline_id: IdSchema,
  holder_kind: z.nullable(HolderKindSchema),
  /** The collection agency's or debt buyer's name (the original creditor is the account name). */
  collector_name: z.nullable(z.string()),
  account_last_four: z.nullable(z.string()),
  /** The date of the last payment made on the account, `YYYY-MM-DD`. */
  last_payment_date: z.nullable(DateSchema),
  /** When the details were last saved; null when never. */
  updated_at: z.nullable(DateTimeSchema),
});
export type DebtDetails = z.infer<typeof DebtDetailsSchema>;

/** Any of the details: a field left out keeps its value, null clears it. */
export const UpdateDebtDetailsBodySchema = z.strictObject({
  holder_kind: z.optional(z.nullable(HolderKindSchema)),
  collector_name: z.optional(z.nullable(CollectorNameSchema)),
  account_last_four: z.optional(z.nullable(AccountLastFourSchema)),
  last_payment_date: z.optional(z.nullable(DateSchema)),
});
export type UpdateDebtDetailsBody = z.infer<typeof UpdateDebtDetailsBodySchema>;

export const settlementEndpoints = {
  getDebtDetails: defineEndpoint({
    method: 'GET',
    path: '/tradelines/{id}/details',
    summary: 'What we know about a debt: its holder, collector, last four digits and last payment',
    access: 'user',
    params: IdParamsSchema,
    response: DebtDetailsSchema,
    errors: [400, 401, 403, 404],
  }),
  updateDebtDetails: defineEndpoint({
    method: 'PUT',
    path: '/tradelines/{id}/details',
    summary: 'Save what we know about a debt; fields left out keep their value, null clears one',
    access: 'user',
    params: IdParamsSchema,
    body: UpdateDebtDetailsBodySchema,
    response: DebtDetailsSchema,
    errors: [400, 401, 403, 404],
  }),
};
