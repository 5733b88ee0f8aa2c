/**
 * The stored records of account upkeep: single-use links (password reset, email verification,
 * email change), and the reminders already sent (one per user, step and kind).
 */
import * as z from 'zod/mini';
import { DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { REMINDER_KINDS } from './model/reminders';

/**
 * `unsubscribe…`: a reminder's one-click link (RFC 8058), usable again and again for a year; it
 * turns off the kind of its email (`unsubscribe`: step reminders, `unsubscribe-past-due`:
 * past-due alerts, `unsubscribe-digest`: the weekly digest).
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'reset',
  'verify',
  'email-change',
  'unsubscribe',
  'unsubscribe-past-due',
  'unsubscribe-digest',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link's token, keyed by its SHA-256 (the token itself is only in the email): valid until
 * `expires_at`, used once (`used_at`).
 */
export const AccountTokenRecordSchema = z.object({
  id: z.string(),
  user_id: ObjectIdSchema,
  purpose: z.enum(ACCOUNT_TOKEN_PURPOSES),
  /** The address the link was sent to (for an email change: the new address). */
  email: z.string(),
  expires_at: DateTimeSchema,
  used_at: z.nullable(DateTimeSchema),
  created_at: DateTimeSchema,
});
export type AccountTokenRecord = z.infer<typeof AccountTokenRecordSchema>;

/**
 * A reminder claimed before it is sent, under a unique id (model/reminders.ts: kind, user, and
 * the step and its date, or the digest's Monday), so a second run (or a second
 * instance) finds it taken and sends nothing. A send that fails gives the claim back.
 */
export const ReminderRecordSchema = z.object({
  id: z.string(),
  user_id: ObjectIdSchema,
  kind: z.enum(REMINDER_KINDS),
  sent_at: DateTimeSchema,
});
export type ReminderRecord = z.infer<typeof ReminderRecordSchema>;
