/** The texts of account upkeep (issue 29; the spec is silent): docs/decisions.md, Accounts. */
import { LINK_LIFETIME_MINUTES } from './emails';

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
export const PREFERENCES_FAILED = 'Could not save your email preferences. Please try again.';
