/** The stored records of accounts: users, their sessions (bearer tokens) and sign-up details. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { BasePlanSchema, PremiumFeatureSchema, RoleSchema } from './contract';

export const UserRecordSchema = z.object({
  id: ObjectIdSchema,
  username: z.string(),
  /** Trimmed, lower-cased username and email: the unique keys sign-in looks up. */
  username_key: z.string(),
  email: z.string(),
  email_key: z.string(),
  /** The password hasher's hash (argon2id on the server); null for Google accounts. */
  password_hash: z.nullable(z.string()),
  role: RoleSchema,
  created_at: DateTimeSchema,
  selected_plan: z.nullable(BasePlanSchema),
  premium_features: z.array(PremiumFeatureSchema),
  phone_number: z.nullable(z.string()),
  /** The Google account's subject, when the account signed up through Google. */
  google_sub: z.nullable(z.string()),
  stripe_customer_id: z.nullable(z.string()),
  /** When the owner followed the verification link (Google accounts: when created). */
  email_verified_at: z.optional(z.nullable(DateTimeSchema)),
  /** A new address waiting for its confirmation link (the email changes only then). */
  pending_email: z.optional(z.nullable(z.string())),
  /** Which emails the owner wants; all on when never set. */
  email_preferences: z.optional(
    z.object({
      step_reminders: z.boolean(),
      past_due_alerts: z.boolean(),
      weekly_digest: z.boolean(),
    }),
  ),
  /** The IANA time zone reminders are timed in (the browser's, saved with the preferences). */
  time_zone: z.optional(z.string()),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/**
 * A session is a bearer token, keyed by the token's hash (the token itself is never stored),
 * with a copy of who the caller is, so authenticating a request is one lookup by id.
 */
export const SessionRecordSchema = z.object({
  id: z.string(),
  user_id: ObjectIdSchema,
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  expires_at: DateTimeSchema,
  revoked_at: z.nullable(DateTimeSchema),
  created_at: DateTimeSchema,
  /** The browser's User-Agent at sign-in, for the list of sessions. */
  user_agent: z.optional(z.nullable(z.string())),
  /** The last request with the token, to within a few minutes. */
  last_used_at: z.optional(DateTimeSchema),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** One per account, keyed by the account's id. */
export const SignupDetailsRecordSchema = z.object({
  id: ObjectIdSchema,
  user_account_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  dob: DateSchema,
  agreed: z.boolean(),
  created_at: DateTimeSchema,
});
export type SignupDetailsRecord = z.infer<typeof SignupDetailsRecordSchema>;
