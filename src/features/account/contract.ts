/**
 * Account upkeep (issue 29): a forgotten password, account settings (password, sessions, email
 * preferences), a verified email and a safe change of it. None of it is in the spec; the texts
 * and rules are in docs/decisions.md (Accounts).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@/shared/api/endpoint';
import { DateTimeSchema, NoContentSchema } from '@/shared/api/schemas';
import { NewPasswordSchema, PasswordSchema, SessionSchema } from '../auth/contract';

/** A link's token: 64 hex characters (256 random bits). */
export const LinkTokenSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export const ForgotPasswordBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});
/** The same answer whether or not the address has an account. */
export const ForgotPasswordResponseSchema = z.object({ message: z.string() });

export const ResetPasswordBodySchema = z.strictObject({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});

export const EmailPreferencesSchema = z.object({
  step_reminders: z.boolean(),
  past_due_alerts: z.boolean(),
  weekly_digest: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** An IANA time zone name as the browser reports it (`America/Chicago`). */
export const TimeZoneSchema = z.string().check(z.regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/));

export const UpdatePreferencesBodySchema = z.strictObject({
  step_reminders: z.boolean(),
  past_due_alerts: z.boolean(),
  weekly_digest: z.boolean(),
  /** A zone chosen in Account settings; null goes back to the state's (AC-17). */
  time_zone: z.optional(z.nullable(TimeZoneSchema)),
});

export const AccountSettingsSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link. */
  pending_email: z.nullable(z.string()),
  /** False for an account that signs in only with Google. */
  has_password: z.boolean(),
  preferences: EmailPreferencesSchema,
  /** The zone the user chose; null when none was (then the state's, else Eastern). */
  time_zone: z.nullable(z.string()),
  /** The zone reminders, digests and the dates shown use (AC-17). */
  time_zone_in_use: z.optional(z.string()),
  /** Where that zone comes from. */
  time_zone_source: z.optional(z.enum(['chosen', 'state', 'default'])),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const ChangePasswordBodySchema = z.strictObject({
  current_password: PasswordSchema,
  new_password: NewPasswordSchema,
});

/** A session as its owner sees it; `id` is a reference, never the token or its hash. */
export const SessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: DateTimeSchema,
  last_used_at: DateTimeSchema,
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionRefParamsSchema = z.strictObject({
  session_id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});

export const ConfirmEmailBodySchema = z.strictObject({ token: LinkTokenSchema });
/** A confirmed address: the account's own (a verification) or its new one (a change). */
export const ConfirmEmailResponseSchema = z.object({
  email: z.string(),
  /** True when the link changed the account's email (every session then ends). */
  email_changed: z.boolean(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/**
 * 'Download my data': every record the user owns, by collection of the registry, secrets left
 * out (src/backend/personal-data.ts).
 */
export const PersonalDataSchema = z.object({
  exported_at: DateTimeSchema,
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** A reminder's one-click unsubscribe link (RFC 8058): the token is in the path. */
export const UnsubscribeParamsSchema = z.strictObject({ token: LinkTokenSchema });

export const DeleteAccountBodySchema = z.strictObject({ password: PasswordSchema });

export const accountEndpoints = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/user/forgot-password',
    summary: 'Email a password-reset link (the same answer for any address)',
    access: 'public',
    body: ForgotPasswordBodySchema,
    response: ForgotPasswordResponseSchema,
    errors: [400, 429],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/reset-password',
    summary: "Set a new password with a reset link's token; every session ends, a new one starts",
    access: 'public',
    body: ResetPasswordBodySchema,
    response: SessionSchema,
    errors: [400, 429],
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/user/settings',
    summary: "The caller's email, its verification and the email preferences",
    access: 'user',
    response: AccountSettingsSchema,
    errors: [401],
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/user/settings/email-preferences',
    summary: 'Turn each kind of email on or off',
    access: 'user',
    body: UpdatePreferencesBodySchema,
    response: AccountSettingsSchema,
    errors: [400, 401],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/user/change-password',
    summary: "Change the password (the current one required); the caller's other sessions end",
    access: 'user',
    body: ChangePasswordBodySchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 429],
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/user/sessions',
    summary: "The caller's signed-in sessions, the current one first",
    access: 'user',
    response: z.object({ sessions: z.array(SessionSummarySchema) }),
    errors: [401],
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/user/sessions/{session_id}',
    summary: 'Sign one of the caller’s sessions out',
    access: 'user',
    params: SessionRefParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 404],
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/user/sessions/end-others',
    summary: "Sign out everywhere else: every session of the caller's but this one ends",
    access: 'user',
    response: z.object({ ended: z.number().check(z.int(), z.minimum(0)) }),
    errors: [401],
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/user/confirm-email',
    summary:
      "Follow an email's confirmation link: verifies the address, or makes a requested new address the account's (every session then ends)",
    access: 'public',
    body: ConfirmEmailBodySchema,
    response: ConfirmEmailResponseSchema,
    errors: [400, 409, 429],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/user/confirm-email/resend',
    summary: 'Send a new verification link to the caller’s unverified address (limited per hour)',
    access: 'user',
    response: z.object({ message: z.string() }),
    errors: [400, 401, 429],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/user/unsubscribe/{token}',
    summary:
      "One-click unsubscribe (RFC 8058) from a reminder's List-Unsubscribe link: turns off the kind of reminder it came in (step reminders, past-due alerts or the weekly digest), without signing in; the same answer when repeated",
    access: 'public',
    params: UnsubscribeParamsSchema,
    response: z.object({ message: z.string() }),
    errors: [400],
  }),
  exportData: defineEndpoint({
    method: 'GET',
    path: '/user/export',
    summary: "'Download my data': everything the caller owns, by collection, secrets left out",
    access: 'user',
    response: PersonalDataSchema,
    errors: [401],
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/user/delete-account',
    summary:
      "'Delete my account' (the password required): cancels the subscription at Stripe first, then removes every record the caller owns and every session",
    access: 'user',
    body: DeleteAccountBodySchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 429, 502],
  }),
};
