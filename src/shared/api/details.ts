/**
 * The `{ "detail": string }` texts both backends answer with, the MSW mock and the Express
 * server, so the two cannot drift apart. Texts the spec fixes (section 8) are its own words.
 */
import type { z } from 'zod';
import { SESSION_DETAILS } from './session-details';

export const DETAILS = {
  ...SESSION_DETAILS,
  adminOnly: 'Admin access required',
  notYours: 'You do not have access to this resource',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  routeNotFound: 'Not found',
  malformedPath: 'The address has a malformed percent-escape (such as %E0): encode it as UTF-8.',
  methodNotAllowed: 'This method is not allowed here; the Allow header lists those that are.',
  serverError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',

  invalidLogin: 'Incorrect username or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  passwordCommon:
    'This password is on a list of common passwords that attackers try first. Please choose another.',
  passwordGuessable:
    'This password is too easy to guess. Please choose a longer one, without your name or email in it.',
  googleInvalid: 'Invalid Google token',
  googleNoEmail: 'Could not extract email from Google token.',
  googleNoAccount: 'No account uses this Google email',
  googleUnavailable: 'Google sign-in is not configured on this server',
  googleEmailUnverified: 'Google has not verified the email address of this account',
  googleNotLinked:
    'An account with this email exists but is not linked to this Google account. Please sign in with your password.',
  signInNameTaken: 'This email is already the username of another account',

  userNotFound: 'User not found',
  profileNotFound: 'Financial profile not found',
  profileExists: 'A financial profile already exists for this user',
  expensesTooLarge: 'Your expenses add up to more than $100,000,000. Please check the amounts.',
  programNotFound: 'No program found',
  eventCompleted: 'This step is already complete',
  eventOutOfOrder: 'Complete the previous step first',
  ownAdminRole: 'You cannot remove your own admin role',
  lastAdmin: 'The last admin cannot be demoted',
  callTaken: 'Another admin has already claimed this call',
  callClosed: 'This call has already been placed or marked failed',
  callNotClaimed: 'Claim this call before recording how it went',
  callClaimedByOther: 'Only the admin who claimed this call can record how it went',

  bankConnectionDisabled: 'Bank account connection is currently disabled',
  noActiveSubscription: 'No active subscription to cancel',
  paymentMethodNotFound: 'Payment method not found',
  priceNotFound: 'Price not found',
  subscriptionActive: 'A subscription is already active',
  bankAccountRequired: 'Add a bank account before starting the subscription',
  setupIntentNotFound: 'Setup intent not found',
  bankAccountSaved: 'This bank account is already saved',
  bankAccountNotConfirmed: 'The bank account has not been confirmed yet',
  authorizationOutdated:
    'The debit authorization no longer matches your program or bank account. Please review it and agree again.',
  paymentsUnavailable: 'Payments are temporarily unavailable. Please try again shortly.',

  callsUnavailable: 'Calls are temporarily unavailable. Please try again shortly.',
  callSucceeded: 'Call initiated! You will receive a call shortly.',
  callAlreadyRequested:
    'A call about this step of this debt is already requested. An agent will call you shortly.',
  callDebtSettled: 'This debt is settled: there is nothing left to call the creditor about.',
  // 402: a paid feature the subscription does not bill (features/enrollment/model/entitlements).
  subscriptionRequired: 'An active subscription is required for this feature.',
  callsNotBilled:
    'Creditor calls are not part of your subscription. Add debt negotiation in Manage my enrollment to request calls.',
  emailNotBilled:
    'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
  savingsNotBilled:
    'Savings support is not part of your subscription. Add it in Manage my enrollment.',

  practiceFreeUsed:
    'You have used your free practice session. Practice as often as you like with a subscription: start one in Manage my enrollment.',
  practiceEnded: 'This practice session has ended.',
  practiceDebtResolved:
    'This debt is settled, so there is nothing left to negotiate. Choose another debt or the sample debt.',
  practiceWalkAwayBelowGoal: 'Your walk-away maximum cannot be less than your goal.',
  practiceMoveClash:
    'Another move was played on this session at the same time. Reload the session and try again.',

  summarizerUnreachable: 'The summary service could not be reached. Please try again.',
  summarizerUnreadable: 'The summary service sent a summary this app cannot read.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInFlight:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  idempotencyKeyUnfinished:
    'The request with this Idempotency-Key was carried out, but its answer was not kept. Reload to see the result.',
} as const;

/** The 429 of an account with too many failed sign-ins (a growing wait, never a lockout). */
export function signInDelayed(seconds: number): string {
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;
}

/** The 429 of a daily allowance: `You have reached today's limit of 20 calls. ...`. */
export function dailyLimitReached(limit: number, what: string): string {
  return `You have reached today's limit of ${limit} ${what}. Please try again tomorrow.`;
}

/** The one error a backend's handler throws; it becomes `{ detail }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'HttpError';
    this.status = status;
    this.detail = detail;
  }
}

/** `Tradeline not found`: the 404 of a record that does not exist. */
export function notFound(what: string): string {
  return `${what} not found`;
}

/** `field: message; other: message`, the detail of a 400 (at most five issues). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.map(String).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
