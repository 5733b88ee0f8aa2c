/** The financial profile and the account's contact details (spec sections 3 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  AmountSchema,
  EmailSchema,
  IdSchema,
  PasswordSchema,
  SignedAmountSchema,
  UserIdParamsSchema,
  withMeta,
} from '@/shared/api/schemas';

/** The roll-up categories: what the profile's expense total is the sum of. */
export const ROLLED_UP_FIELDS = [
  'home',
  'auto',
  'food',
  'school',
  'personal',
  'medical',
  'utilities',
  'other',
] as const;

/** The parts some categories are made of, kept so the Edit Expenses modal can show them again. */
export const COMPONENT_FIELDS = [
  'home_insurance',
  'auto_insurance',
  'fuel',
  'dining',
  'child_support',
  'alimony',
  'gas',
  'electric',
  'tv',
] as const;

const amounts = <const K extends readonly string[]>(keys: K) =>
  Object.fromEntries(keys.map((key) => [key, AmountSchema])) as {
    [P in K[number]]: typeof AmountSchema;
  };

export const CreditScoreSchema = z.nullable(
  z.number().check(z.int(), z.minimum(300), z.maximum(850)),
);

export const FinancialProfileSchema = z.object({
  user_id: IdSchema,
  income: AmountSchema,
  ...amounts(ROLLED_UP_FIELDS),
  ...amounts(COMPONENT_FIELDS),
  credit_score: CreditScoreSchema,
  expenses: AmountSchema,
  expenses_calculated: AmountSchema,
  net_income: SignedAmountSchema,
});
export type FinancialProfile = z.infer<typeof FinancialProfileSchema>;

/** POST: the rolled-up fields plus income and the totals (spec section 7). */
export const CreateFinancialProfileBodySchema = z.strictObject({
  user_id: IdSchema,
  income: AmountSchema,
  ...amounts(ROLLED_UP_FIELDS),
  ...z.partial(z.object(amounts(COMPONENT_FIELDS))).shape,
  expenses: AmountSchema,
  expenses_calculated: AmountSchema,
  net_income: SignedAmountSchema,
  credit_score: CreditScoreSchema,
});
export type CreateFinancialProfileBody = z.infer<typeof CreateFinancialProfileBodySchema>;

/** PUT: any of the profile's fields; the server recomputes the totals from what it holds. */
export const UpdateFinancialProfileBodySchema = withMeta(
  z
    .partial(
      z.strictObject({
        income: AmountSchema,
        ...amounts(ROLLED_UP_FIELDS),
        ...amounts(COMPONENT_FIELDS),
        expenses: AmountSchema,
        expenses_calculated: AmountSchema,
        net_income: SignedAmountSchema,
        credit_score: CreditScoreSchema,
      }),
    )
    .check(z.refine((body) => Object.keys(body).length > 0, 'Send at least one field to update.')),
  { minProperties: 1 },
);
export type UpdateFinancialProfileBody = z.infer<typeof UpdateFinancialProfileBodySchema>;

export const AccountSchema = z.object({
  email: z.string(),
  phone_number: z.nullable(z.string()),
  /** Issue 29: false until the owner follows the verification link (the portal's banner). */
  email_verified: z.optional(z.boolean()),
  /** Issue 29: a new address waiting for its confirmation link. */
  pending_email: z.optional(z.nullable(z.string())),
  /** The first name given at sign-up, for the portal's greeting; null when none was given. */
  first_name: z.optional(z.nullable(z.string())),
  /** The time zone the portal shows instants in: chosen, else the state's, else Eastern. */
  time_zone: z.optional(z.string()),
});
export type Account = z.infer<typeof AccountSchema>;

export const PhoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(7),
    z.maxLength(32),
    z.regex(/^[+()\d\s.-]+$/, 'Enter a phone number using digits, spaces, +, ( ) or -.'),
  );

/**
 * Exactly one of email or phone_number. A new email needs the current password (issue 29, ASVS
 * 7.5.1) and becomes the account's only when the link sent to it is followed.
 */
export const UpdateAccountBodySchema = z.union([
  z.strictObject({ email: EmailSchema, current_password: PasswordSchema }),
  z.strictObject({ phone_number: PhoneSchema }),
]);
export type UpdateAccountBody = z.infer<typeof UpdateAccountBodySchema>;

export const profileEndpoints = {
  getFinancialProfile: defineEndpoint({
    method: 'GET',
    path: '/financial-profile/{user_id}',
    summary: "The user's financial profile; 404 when none exists yet",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: FinancialProfileSchema,
    errors: [400, 401, 403, 404],
  }),
  createFinancialProfile: defineEndpoint({
    method: 'POST',
    path: '/financial-profile',
    summary: 'Create the financial profile (the default one after a 404)',
    access: 'user',
    owner: 'user_id',
    body: CreateFinancialProfileBodySchema,
    response: FinancialProfileSchema,
    status: 201,
    errors: [400, 401, 403, 409],
  }),
  updateFinancialProfile: defineEndpoint({
    method: 'PUT',
    path: '/financial-profile/{user_id}',
    summary: 'Update income, expenses or credit score; totals are recomputed',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: UpdateFinancialProfileBodySchema,
    response: FinancialProfileSchema,
    errors: [400, 401, 403, 404],
  }),
  getAccount: defineEndpoint({
    method: 'GET',
    path: '/user/account/{user_id}',
    summary: "The account's personal email and phone",
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    response: AccountSchema,
    errors: [400, 401, 403, 404],
  }),
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/user/account/{user_id}',
    summary:
      'Change the phone number, or ask to change the email (the current password required; a confirmation link goes to the new address)',
    access: 'user',
    owner: 'user_id',
    params: UserIdParamsSchema,
    body: UpdateAccountBodySchema,
    response: AccountSchema,
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
