/** The texts of account upkeep (issue 29; the spec is silent): docs/decisions.md, Accounts. */
import { LINK_LIFETIME_MINUTES } from './emails';
import type { ReminderKind } from './reminders';

export const FORGOT_PASSWORD_SENT = `If an account uses this address, we have sent it a link to reset the password. Check your inbox: the link works once, for ${LINK_LIFETIME_MINUTES} minutes.`;
export const RESET_LINK_INVALID =
  'This link is invalid, already used or expired. Please ask for a new one.';
export const RESET_TOO_MANY =
  'Too many emails were requested for this address. Please wait an hour and try again.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const NO_PASSWORD_ACCOUNT =
  'Your account signs in with Google and has no password here. Use “Forgot password?” on the sign-in page to set one.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';
export const SESSION_NOT_FOUND = 'Session not found';

// The pages' own texts.
export const FORGOT_FAILED = 'Could not send the link. Please try again.';
export const RESET_FAILED = 'Could not reset your password. Please try again.';
export const RESET_NO_TOKEN =
  'This page needs the link from your email. Open the link in the email again, or ask for a new one.';
export const PASSWORD_CHANGED = 'Your password was changed. Your other sessions were signed out.';
export const PASSWORD_CHANGE_FAILED = 'Could not change your password. Please try again.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const SESSIONS_FAILED = 'Could not load your sessions. Please try again.';
export const SESSION_END_FAILED = 'Could not sign that session out. Please try again.';
export const SETTINGS_FAILED = 'Could not load your account settings. Please try again.';
export const PREFERENCES_SAVED = 'Email preferences saved';
export const TIME_ZONE_UNKNOWN = 'Choose a time zone from the list.';
export const TIME_ZONE_SAVED = 'Your time zone is saved.';
export const TIME_ZONE_FAILED = 'Could not save your time zone. Please try again.';
export const PREFERENCES_FAILED = 'Could not save your email preferences. Please try again.';

// A verified email and a safe change of it (issue 29, point 3).
/** The same words for any link that does not work: a used, expired or superseded one. */
export const LINK_INVALID = RESET_LINK_INVALID;
export const EMAIL_ALREADY_VERIFIED = 'Your email is already confirmed.';
export const EMAIL_SAME = 'This is already your email.';
export const verificationSent = (email: string) =>
  `We sent a new confirmation link to ${email}. It works once, for ${LINK_LIFETIME_MINUTES} minutes.`;
export const EMAIL_CONFIRMED = 'Your email is confirmed. Thank you!';
export const emailChanged = (email: string) =>
  `Your email is now ${email}. Every session was signed out: please sign in again with it.`;
export const verifyBanner = (email: string) =>
  `Please confirm your email address: we sent a link to ${email}.`;
export const RESEND_FAILED = 'Could not send a new link. Please try again.';
export const CONFIRM_FAILED = 'Could not confirm your email. Please try again.';
export const CONFIRM_NO_TOKEN =
  'This page needs the link from your email. Open the link in the email again, or ask for a new one in the portal.';

// 'Download my data' and 'Delete my account' (issue 29, point 6).
export const DELETE_BILLING_REFUSED =
  'Your subscription could not be cancelled with our payment provider, so your account was not deleted. Please try again later.';
export const DELETE_PASSWORD_WRONG = 'Your password is not correct.';
export const DELETE_NEEDS_PASSWORD =
  'Your account signs in with Google and has no password here. Use “Forgot password?” on the sign-in page to set one, then delete the account.';
export const DELETE_FAILED = 'Could not delete your account. Please try again.';
export const ACCOUNT_DELETED = 'Your account and its data were deleted.';
export const EXPORT_FAILED = 'Could not prepare your data. Please try again.';
export const PASSWORD_REQUIRED = 'Please enter your password';

// Reminders (issue 29, point 5): what each kind's one-click unsubscribe answers.
export const STEP_REMINDERS_OFF =
  'Step reminders are off. You can turn them on again in Account settings.';
export const PAST_DUE_ALERTS_OFF =
  'Past-due alerts are off. You can turn them on again in Account settings.';
export const WEEKLY_DIGEST_OFF =
  'The weekly digest is off. You can turn it on again in Account settings.';
export const REMINDERS_OFF: Record<ReminderKind, string> = {
  'due-tomorrow': STEP_REMINDERS_OFF,
  'past-due': PAST_DUE_ALERTS_OFF,
  digest: WEEKLY_DIGEST_OFF,
};
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is invalid or expired. You can turn these emails off in Account settings.';
