/** Sign-in, registration, identity provider, sign-up details and sign-out (spec section 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import {
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  IdSchema,
  NoContentSchema,
  PasswordSchema,
  withMeta,
} from '@/shared/api/schemas';
import { BASE_PLANS, PREMIUM_FEATURES } from '@/shared/lib/plan-codes';

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const BasePlanSchema = z.enum(BASE_PLANS);
export const PremiumFeatureSchema = z.enum(PREMIUM_FEATURES);

export { PasswordSchema };

/**
 * A new password. The API checks spec section 5's rule (`passwordRuleProblem`) in Unicode terms;
 * the OpenAPI document states an ASCII subset of it (an A-Z capital, a 0-9 digit, a special
 * character), so what it calls valid the API accepts.
 */
export const NewPasswordSchema = withMeta(PasswordSchema, {
  minLength: 8,
  allOf: [{ pattern: '[A-Z]' }, { pattern: '[0-9]' }, { pattern: '[!-/:-@\\[-`{-~]' }],
});

export const LoginBodySchema = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: PasswordSchema,
});

/** What a successful sign-in returns; the client stores six of these fields. */
export const SessionSchema = z.object({
  user_id: IdSchema,
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  token: z.string().check(z.minLength(1)),
  expires_at: DateTimeSchema,
});
export type Session = z.infer<typeof SessionSchema>;

export const RegisterBodySchema = z.strictObject({
  username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  email: EmailSchema,
  password: NewPasswordSchema,
  selected_plan: z.optional(z.nullable(BasePlanSchema)),
  premium_features: z.optional(z.array(PremiumFeatureSchema).check(z.maxLength(4))),
});
export const RegisterResponseSchema = z.object({ user_id: IdSchema });

export const EmailQuerySchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

export const GoogleAuthBodySchema = z.strictObject({
  id_token: z.string().check(z.minLength(1), z.maxLength(8192)),
  selected_plan: z.optional(z.nullable(BasePlanSchema)),
  premium_features: z.optional(z.array(PremiumFeatureSchema).check(z.maxLength(4))),
  login_existing: z.optional(z.boolean()),
});
export const GoogleAuthResponseSchema = z.object({
  success: z.boolean(),
  user: z.object({ user_id: IdSchema, username: z.string(), email: z.string() }),
  token: z.string().check(z.minLength(1)),
  expires_at: DateTimeSchema,
  role: RoleSchema,
  /** True when this call created the account (sign-up continues at step 2). */
  created: z.boolean(),
});
export type GoogleAuthResponse = z.infer<typeof GoogleAuthResponseSchema>;

export const SignupDetailsBodySchema = z.strictObject({
  first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  dob: DateSchema,
  agreed: z.literal(true),
});
export const SignupDetailsQuerySchema = z.strictObject({ user_account_id: IdSchema });
export const SignupDetailsSchema = z.object({
  user_account_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  dob: DateSchema,
  agreed: z.boolean(),
});

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    summary: 'Sign in with a username or email and a password',
    access: 'public',
    body: LoginBodySchema,
    response: SessionSchema,
    errors: [400, 401, 429],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    summary: 'Create an account with the selected plan',
    access: 'public',
    body: RegisterBodySchema,
    response: RegisterResponseSchema,
    status: 201,
    errors: [400, 409, 429],
  }),
  checkEmail: defineEndpoint({
    method: 'GET',
    path: '/user/check-email',
    summary: 'Whether an account uses this email',
    access: 'public',
    query: EmailQuerySchema,
    response: z.object({ exists: z.boolean() }),
    errors: [400, 429],
  }),
  checkAvailability: defineEndpoint({
    method: 'GET',
    path: '/user/check-availability',
    summary: 'Whether this email is already taken (sign-up form check)',
    access: 'public',
    query: EmailQuerySchema,
    response: z.object({ email_exists: z.boolean() }),
    errors: [400, 429],
  }),
  googleAuth: defineEndpoint({
    method: 'POST',
    path: '/user/google-auth',
    summary: 'Sign in or sign up with a Google ID token',
    access: 'public',
    body: GoogleAuthBodySchema,
    response: GoogleAuthResponseSchema,
    errors: [400, 401, 409, 429, 503],
  }),
  submitSignupDetails: defineEndpoint({
    method: 'POST',
    path: '/signup',
    summary: 'Record the personal information and agreement of a new account',
    access: 'user',
    owner: 'user_account_id',
    query: SignupDetailsQuerySchema,
    body: SignupDetailsBodySchema,
    response: SignupDetailsSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    summary: 'Revoke the bearer token',
    access: 'user',
    response: NoContentSchema,
    status: 204,
    errors: [401],
  }),
};
