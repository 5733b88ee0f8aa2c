/** The stored records of accounts: users, their sessions (bearer tokens) and sign-up details. */
import * as z from 'zod/mini';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { mondayOf } from '@/shared/lib/dates';
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
  /**
   * The Monday (UTC) of `created_at`'s week (`signupWeekOf`): the analytics count a week's
   * sign-ups by equality on it, which an index serves on MongoDB and on FerretDB alike (FerretDB
   * 1.24 hands PostgreSQL equalities only, never a range of `created_at`).
   */
  signup_week: DateSchema,
  /**
   * Every 3- and 6-character piece of `username_key` and `email_key` (`searchGrams`): the admin
   * search looks only at the users holding one piece of its text, by equality, which an index
   * serves on MongoDB and on FerretDB alike (SV-34, AD-14).
   */
  search_grams: z.array(z.string()),
  selected_plan: z.nullable(BasePlanSchema),
  premium_features: z.array(PremiumFeatureSchema),
  phone_number: z.nullable(z.string()),
  /** The Google account's subject, when the account signed up through Google. */
  google_sub: z.nullable(z.string()),
  stripe_customer_id: z.nullable(z.string()),
  /** When the owner followed the verification link (Google accounts: when created). */
  email_verified_at: z.optional(z.nullable(DateTimeSchema)),
  /**
   * Set when 'Delete my account' begins (after Stripe agreed): the account takes no new sign-in
   * while its records go, the user's own record last.
   */
  deleting_at: z.optional(z.nullable(DateTimeSchema)),
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
 * The lengths of the pieces of `search_grams`: a text of 3 to 5 characters is looked up by a
 * short piece, a longer one by a long piece, which far fewer users share (AD-14).
 */
const GRAM = 3;
const LONG_GRAM = 6;

/** The distinct 3- and 6-character pieces (code points) of lower-cased keys, in order. */
export function searchGrams(...keys: string[]): string[] {
  const grams = new Set<string>();
  for (const key of keys) {
    const chars = Array.from(key);
    for (const size of [GRAM, LONG_GRAM]) {
      for (let at = 0; at + size <= chars.length; at += 1) {
        grams.add(chars.slice(at, at + size).join(''));
      }
    }
  }
  return [...grams].sort();
}

/**
 * The piece of a search text whose users the admin search looks at: every user whose key holds
 * the text holds each of its pieces. Six characters long from 6 characters of text, else three;
 * the one ending at the '@' when there is one (the end of a name: few users share it), else the
 * one starting at it (a domain), else the last; null under 3 characters (then every user).
 */
export function searchGramOf(text: string): string | null {
  const chars = Array.from(text.toLowerCase());
  if (chars.length < GRAM) return null;
  const size = chars.length >= LONG_GRAM ? LONG_GRAM : GRAM;
  const at = chars.indexOf('@');
  const start =
    at >= size - 1
      ? at - size + 1
      : at >= 0 && at + size <= chars.length
        ? at
        : chars.length - size;
  return chars.slice(start, start + size).join('');
}

/** The key a username or email is unique and looked up by. */
export function lookupKey(value: string): string {
  return value.trim().toLowerCase();
}

/** The keys sign-in and the admin search look a user up by, as a user record stores them. */
export function userKeys(
  username: string,
  email: string,
): Pick<UserRecord, 'username_key' | 'email_key' | 'search_grams'> {
  const username_key = lookupKey(username);
  const email_key = lookupKey(email);
  return { username_key, email_key, search_grams: searchGrams(username_key, email_key) };
}

/** A user's sign-up instant and the week it falls in, as a user record stores them. */
export function signedUpAt(created_at: string): Pick<UserRecord, 'created_at' | 'signup_week'> {
  return { created_at, signup_week: mondayOf(created_at) };
}

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
