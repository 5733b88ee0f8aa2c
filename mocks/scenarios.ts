/**
 * Named scenarios (DESIGN.md section 6): each replaces one endpoint's answer with an entry of
 * the spec's error catalogue (section 8), an empty state or a never-ending load, so every state
 * of the UI can be reached on demand. Switched on by `?scenario=a,b` (kept for the tab), the
 * scenario panel in mock mode, Storybook's `parameters.scenarios` and `useScenario(name)` in
 * tests.
 */
import { delay, HttpResponse } from 'msw';
import { accountEndpoints as account } from '@/features/account/contract';
import {
  CURRENT_PASSWORD_WRONG,
  DELETE_BILLING_REFUSED,
  EMAIL_SAME,
  RESET_TOO_MANY,
} from '@/features/account/model/messages';
import { authEndpoints } from '@/features/auth/contract';
import { emailEndpoints, RECENT_EMAILS_BOUND } from '@/features/email/contract';
import { enrollmentEndpoints } from '@/features/enrollment/contract';
import { planBuilderEndpoints } from '@/features/plan-builder/contract';
import { lettersEndpoints as letters } from '@/features/letters/contract';
import { LETTER_DETAILS } from '@/features/letters/service/letters';
import { PRACTICE_BOUND, practiceEndpoints as practice } from '@/features/practice/contract';
import { profileEndpoints } from '@/features/profile/contract';
import { profileIdentityEndpoints } from '@/features/profile/contract/identity';
import { settlementEndpoints as settlement } from '@/features/settlement/contract';
import { SETTLEMENT_DETAILS } from '@/features/settlement/model/details';
import { settlementEndpoints } from '@/features/settlement/contract';
import { timelineEndpoints } from '@/features/timeline/contract';
import { tradelineEndpoints } from '@/features/tradelines/contract';
import { adminEndpoints } from '@/features/admin/contract';
import { DETAILS, dailyLimitReached, signInDelayed } from '@/shared/api/details';
import { DAILY_QUOTAS } from '@/shared/api/quotas';
import type { EndpointDef } from '@/shared/api/endpoint';
import { PERSONAS, seedId } from './personas';

export interface Scenario {
  /** What a tester sees in the panel. */
  description: string;
  endpoint: EndpointDef;
  /** The answer; `request` for the answers that depend on it (a list's `?limit=`). */
  respond: (request: Request) => Response | Promise<Response>;
}

/**
 * A refusal in the server's words: `detail` is always one of `DETAILS` or a text a service
 * throws (imported from where the service takes it), never retyped here; `messages.test.ts`
 * checks every scenario against the texts the backends send.
 */
const fail = (status: number, detail: string) => () => HttpResponse.json({ detail }, { status });
const answer = (status: number, body: unknown) => () =>
  HttpResponse.json(body as never, { status });
/** A failure with no usable detail, so the client shows its own fallback text. */
const bare = (status: number) => () => new HttpResponse(null, { status });
const network = () => HttpResponse.error();
const hang = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
};

/**
 * The routine shapes any endpoint can take, generated from its contract (the description is
 * its summary): a failure without a detail (the client shows its own catalogue text) and an
 * answer that never comes (the busy and loading states).
 */
const fails = (endpoint: EndpointDef, status = 500): Scenario => ({
  description: `Fails without a detail (${status}): ${endpoint.summary}`,
  endpoint,
  respond: bare(status),
});
const waits = (endpoint: EndpointDef): Scenario => ({
  description: `Never answers: ${endpoint.summary}`,
  endpoint,
  respond: hang,
});

/** The normal answer, late: long enough to see a busy state. */
const slow = (ms: number, status: number, body: unknown) => async () => {
  await delay(ms);
  return HttpResponse.json(body as never, { status });
};

const DAY_MS = 86_400_000;

/**
 * A long list for paging stories: `total` items, newest first, as many as the request's `?limit=`
 * asks (its default when none), built by `item(n)`; `more` answers a read past the default.
 */
const longList =
  (
    total: number,
    fallback: number,
    item: (n: number) => unknown,
    more?: (request: Request) => Response | Promise<Response>,
  ) =>
  (request: Request) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? fallback);
    if (more && limit > fallback) return more(request);
    return HttpResponse.json(Array.from({ length: Math.min(total, limit) }, (_, n) => item(n)));
  };
const HOUR_MS = 3_600_000;
const SENDERS = [
  'offers@discover.example',
  'statements@capitalone.example',
  'notices@citi.example',
];
const manyEmails = (more?: (request: Request) => Response | Promise<Response>) =>
  longList(
    230,
    RECENT_EMAILS_BOUND.fallback,
    (n) => ({
      id: seedId('email', 0x1000 + n),
      date_sent: new Date(Date.UTC(2026, 10, 20) - n * 9 * HOUR_MS).toISOString(),
      subject: `Statement ${230 - n} of your account`,
      sender_email: SENDERS[n % SENDERS.length]!,
      content: 'Your statement is ready.',
    }),
    more,
  );
const manyPracticeSessions = (more?: (request: Request) => Response | Promise<Response>) =>
  longList(
    45,
    PRACTICE_BOUND.fallback,
    (n) => ({
      id: `5eedee${n.toString(16).padStart(18, '0')}`,
      tradeline_id: null,
      debt_name: `Practice card ${45 - n}`,
      balance: 2_000 + n * 10,
      holder: 'original_creditor',
      difficulty: 'medium',
      status: 'no_deal',
      settlement: null,
      settlement_percent: null,
      created_at: new Date(Date.UTC(2026, 10, 20) - n * DAY_MS).toISOString(),
    }),
    more,
  );
const staleSummary = () =>
  HttpResponse.json({
    summary_id: '5eed0a0000000000000000ff',
    date_generated: new Date(Date.now() - 9 * DAY_MS).toISOString(),
    emails_summarized: 3,
    summary_content: JSON.stringify({
      summary: '3 creditor emails this week. Latest: Your statement is ready.',
      priority_level: 'low',
      total_debt_emails: 3,
      highlights: {
        frequent_senders: ['statements@capitalone.example (2)'],
        action_items: [],
        deadlines: [],
        settlement_opportunities: [],
        account_updates: ['statements@capitalone.example: Statement ready ($1,850)'],
      },
    }),
  });

/** Untrusted bodies: none of this may run or render as markup. */
export const HOSTILE_BODY =
  '<p>Your balance is due.</p><script>window.__hostile = "script"</script>' +
  '<img src="x" onerror="window.__hostile = \'img\'" alt="">' +
  '<a href="javascript:window.__hostile = \'link\'">Pay now</a> or visit ' +
  '<a href="https://bank.example/pay">our site</a>.';
const HOSTILE_EMAILS = [
  {
    id: '5eed0900000000000000fe01',
    date_sent: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    subject: '<b>Urgent</b> payment notice',
    sender_email: 'alerts@phish.example',
    content: HOSTILE_BODY,
  },
];

const CONNECTED_ACCOUNTS = [
  {
    id: '5eed0b0000000000000000a1',
    name: 'Everyday Checking',
    type: 'depository',
    mask: '0042',
    current_balance: 2_310,
    available_balance: 2_150,
    limit: null,
  },
  {
    id: '5eed0b0000000000000000a2',
    name: 'Rewards Visa',
    type: 'credit',
    mask: '7781',
    current_balance: 4_820,
    available_balance: 1_180,
    limit: 6_000,
  },
];

const { login, register, checkAvailability, checkEmail, googleAuth, submitSignupDetails } =
  authEndpoints;
const e = enrollmentEndpoints;
const p = profileEndpoints;
const t = tradelineEndpoints;
const m = emailEndpoints;

export const SCENARIOS = {
  // Sign-in and sign-up (spec section 8).
  'login.invalid': {
    description: 'Sign-in refused with the server detail',
    endpoint: login,
    respond: fail(401, DETAILS.invalidLogin),
  },
  'login.fail': fails(login),
  'login.rate-limited': {
    description: 'Too many sign-in attempts',
    endpoint: login,
    respond: fail(429, DETAILS.rateLimited),
  },
  'login.account-delayed': {
    description: 'Too many failed sign-ins for this account: a growing wait, never a lockout',
    endpoint: login,
    respond: fail(429, signInDelayed(15)),
  },
  'google.fail': {
    description: 'Google sign-in refused',
    endpoint: googleAuth,
    respond: fail(401, DETAILS.googleInvalid),
  },
  'google.unavailable': {
    description: 'Google sign-in not configured or unreachable',
    endpoint: googleAuth,
    respond: fail(503, DETAILS.googleUnavailable),
  },
  'google.exists': {
    description: 'An account has the Google email but is not linked to it (409)',
    endpoint: googleAuth,
    respond: fail(409, DETAILS.googleNotLinked),
  },
  'google.no-email': {
    description: 'The Google token carries no email',
    endpoint: googleAuth,
    respond: fail(400, DETAILS.googleNoEmail),
  },
  'register.common-password': {
    description: 'Registration refused: the password is on the common-passwords list',
    endpoint: register,
    respond: fail(400, DETAILS.passwordCommon),
  },
  'register.exists': {
    description: 'Registration with an email already in use (409)',
    endpoint: register,
    respond: fail(409, DETAILS.emailTaken),
  },
  'check-email.taken': {
    description: 'The sign-up email check says the email is taken',
    endpoint: checkAvailability,
    respond: answer(200, { email_exists: true }),
  },
  'check-email.fail': fails(checkAvailability),
  'check-email.exists': {
    description: 'The email lookup says an account exists',
    endpoint: checkEmail,
    respond: answer(200, { exists: true }),
  },
  'signup.fail': fails(submitSignupDetails),

  // The interest form: a failure is silently ignored (spec section 8).
  'interest.fail': fails(planBuilderEndpoints.submitInterest),
  'interest.slow': {
    description: 'Registering interest takes 2 s (the button shows Submitting...)',
    endpoint: planBuilderEndpoints.submitInterest,
    respond: slow(2_000, 201, { success: true }),
  },

  // Profile and tradelines.
  'profile.none': {
    description: 'No financial profile yet (404: the client creates the default one)',
    endpoint: p.getFinancialProfile,
    respond: fail(404, DETAILS.profileNotFound),
  },
  'profile.create.fail': {
    description: 'Creating the financial profile fails with a detail',
    endpoint: p.createFinancialProfile,
    respond: fail(500, DETAILS.serverError),
  },
  'profile.create.fail-bare': fails(p.createFinancialProfile),
  'profile.save.fail': {
    description: 'Saving income or expenses fails with a detail',
    endpoint: p.updateFinancialProfile,
    respond: fail(500, DETAILS.serverError),
  },
  'profile.save.fail-bare': fails(p.updateFinancialProfile),
  'account.save.fail': {
    description: 'Changing the email or phone fails with a detail',
    endpoint: p.updateAccount,
    respond: fail(409, DETAILS.emailTaken),
  },
  'profile.loading': waits(p.getFinancialProfile),
  'tradelines.empty': {
    description: 'No tradelines',
    endpoint: t.listTradelines,
    respond: answer(200, []),
  },
  'tradelines.loading': waits(t.listTradelines),
  'tradelines.create.fail': {
    description: 'Adding a tradeline fails with a detail',
    endpoint: t.createTradeline,
    respond: fail(500, DETAILS.serverError),
  },
  'tradelines.create.fail-bare': fails(t.createTradeline),
  'tradelines.update.fail': fails(t.updateTradeline),
  'tradelines.delete.fail': fails(t.deleteTradeline),
  'profile.fail': fails(p.getFinancialProfile),
  'profile.saving': waits(p.updateFinancialProfile),
  'account.fail': fails(p.getAccount),
  'account.no-phone': {
    description: 'The account has no phone number (the call dialog asks for one)',
    endpoint: p.getAccount,
    respond: answer(200, { email: PERSONAS.subscriber.email, phone_number: null }),
  },
  'account.loading': waits(p.getAccount),
  'account.saving': waits(p.updateAccount),
  'account.save.fail-bare': fails(p.updateAccount),
  'tradelines.fail': fails(t.listTradelines),
  'tradelines.create.saving': waits(t.createTradeline),
  'tradelines.update.saving': waits(t.updateTradeline),
  'tradelines.update.fail-detail': {
    description: 'Updating a tradeline fails with a detail',
    endpoint: t.updateTradeline,
    respond: fail(500, DETAILS.serverError),
  },
  'tradelines.delete.saving': waits(t.deleteTradeline),
  'creditors.fail': fails(t.listCreditors),
  'creditors.empty': {
    description: 'The creditor list is empty (only Other can be chosen)',
    endpoint: t.listCreditors,
    respond: answer(200, []),
  },

  // Timeline and calls.
  'events.empty': {
    description: 'No events',
    endpoint: timelineEndpoints.listEvents,
    respond: answer(200, []),
  },
  'events.fail': fails(timelineEndpoints.listEvents),
  'events.loading': waits(timelineEndpoints.listEvents),
  'events.complete.saving': waits(timelineEndpoints.completeEvent),
  'events.complete.fail-bare': fails(timelineEndpoints.completeEvent),
  'events.complete.fail': {
    description: 'Completing an event is refused',
    endpoint: timelineEndpoints.completeEvent,
    respond: fail(409, DETAILS.eventOutOfOrder),
  },
  'call.fail': {
    description: 'Starting a call fails with a detail',
    endpoint: timelineEndpoints.startCall,
    respond: fail(503, DETAILS.callsUnavailable),
  },
  'call.unsubscribed': {
    description: 'Starting a call is refused: no active subscription (402)',
    endpoint: timelineEndpoints.startCall,
    respond: fail(402, DETAILS.subscriptionRequired),
  },
  'call.not-billed': {
    description: 'Starting a call is refused: the subscription does not bill negotiation (402)',
    endpoint: timelineEndpoints.startCall,
    respond: fail(402, DETAILS.callsNotBilled),
  },
  'call.already-requested': {
    description: "Starting a call is refused: a call for the debt's open step is waiting (409)",
    endpoint: timelineEndpoints.startCall,
    respond: fail(409, DETAILS.callAlreadyRequested),
  },
  'call.fail-bare': fails(timelineEndpoints.startCall),
  'call.slow': {
    description: 'Starting a call takes 1.5 s, then succeeds (the busy state, then the success)',
    endpoint: timelineEndpoints.startCall,
    respond: slow(1_500, 201, {
      success: true,
      call_id: '5eed0c0000000000000000ff',
      message: DETAILS.callSucceeded,
    }),
  },
  'tradelines.unnamed': {
    description: 'A debt without a name (a call says User or tradeline not found)',
    endpoint: t.listTradelines,
    respond: answer(200, [
      {
        id: seedId('tradeline', 3),
        uuid: seedId('tradelineUuid', 3),
        user_id: PERSONAS.subscriber.user_id,
        account_name: '',
        current_balance: 1850,
        minimum_payment: 45,
        credit_limit: 2000,
        utilization: 93,
      },
    ]),
  },

  // Enrollment and billing.
  'enrollment.load.fail': fails(e.getProgram),
  'enrollment.loading': waits(e.getProgram),
  'program.negotiation-off': {
    description: 'A program without debt negotiation (no Call Now)',
    endpoint: e.getProgram,
    respond: answer(200, {
      savings_support: true,
      debt_negotiation: 0,
      email_opt_in: true,
      chosen_plan: null,
    }),
  },
  'program.none': {
    description: 'No program yet (404)',
    endpoint: e.getProgram,
    respond: fail(404, DETAILS.programNotFound),
  },
  'program.save.fail': {
    description: 'Saving the program fails with a detail',
    endpoint: e.updateProgram,
    respond: fail(500, DETAILS.serverError),
  },
  'program.save.fail-bare': fails(e.updateProgram),
  'billing.no-payment-method': {
    description: 'No payment method and no subscription',
    endpoint: e.billingStatus,
    respond: answer(200, {
      has_payment_method: false,
      subscription_active: false,
      current_period_end: null,
      cancel_at_period_end: false,
    }),
  },
  'billing.payment-method-ready': {
    description: 'A payment method but no active subscription',
    endpoint: e.billingStatus,
    respond: answer(200, {
      has_payment_method: true,
      subscription_active: false,
      current_period_end: null,
      cancel_at_period_end: false,
    }),
  },
  'billing.fail': {
    description: 'The billing status cannot be loaded',
    endpoint: e.billingStatus,
    respond: fail(502, DETAILS.paymentsUnavailable),
  },
  'payment-methods.empty': {
    description: 'No bank accounts',
    endpoint: e.listPaymentMethods,
    respond: answer(200, []),
  },
  'subscriptions.empty': {
    description: 'No subscriptions',
    endpoint: e.listSubscriptions,
    respond: answer(200, []),
  },
  'subscription.create.fail': {
    description: 'Creating the subscription fails with a detail',
    endpoint: e.createSubscription,
    respond: fail(502, DETAILS.paymentsUnavailable),
  },
  'subscription.create.price-missing': {
    description: 'Creating the subscription fails: price not found',
    endpoint: e.createSubscription,
    respond: fail(404, DETAILS.priceNotFound),
  },
  'subscription.cancel.fail': fails(e.cancelSubscription, 502),
  'subscription.cancel.none': {
    description: 'There is no active subscription to cancel',
    endpoint: e.cancelSubscription,
    respond: fail(404, DETAILS.noActiveSubscription),
  },
  'setup-intent.fail': fails(e.createSetupIntent, 502),
  'payment-method.attach.fail': fails(e.attachPaymentMethod, 502),
  'payment-method.set-default.fail': fails(e.setDefaultPaymentMethod, 502),
  'payment-method.delete.fail': fails(e.deletePaymentMethod, 502),
  'plaid.exchange.fail': fails(e.exchangePublicToken),
  'plaid.exchange.ok': {
    description: 'Finishing a bank connection succeeds (the connection is otherwise disabled)',
    endpoint: e.exchangePublicToken,
    respond: answer(200, { success: true }),
  },
  'plaid.accounts.list': {
    description: 'Sync Accounts lists two connected bank accounts (otherwise it is disabled)',
    endpoint: e.listConnectedAccounts,
    respond: answer(200, CONNECTED_ACCOUNTS),
  },
  'plaid.accounts.empty': {
    description: 'Sync Accounts finds no connected bank account',
    endpoint: e.listConnectedAccounts,
    respond: answer(200, []),
  },
  'program.email-off': {
    description: 'The program has email deflection off (the email page shows its notice)',
    endpoint: e.getProgram,
    respond: answer(200, {
      savings_support: true,
      debt_negotiation: 1,
      email_opt_in: false,
      chosen_plan: null,
    }),
  },

  // Email inbox and weekly summaries.
  'email-accounts.empty': {
    description: 'No deflection email account',
    endpoint: m.listEmailAccounts,
    respond: answer(200, []),
  },
  'emails.empty': {
    description: 'No creditor emails',
    endpoint: m.listRecentEmails,
    respond: answer(200, []),
  },
  'emails.fail': fails(m.listRecentEmails),
  'emails.loading': waits(m.listRecentEmails),
  'emails.many': {
    description: '230 emails: pages of 50 up to the newest 200',
    endpoint: m.listRecentEmails,
    respond: manyEmails(),
  },
  'emails.more-fail': {
    description: '230 emails; Show more fails (the rows shown stay)',
    endpoint: m.listRecentEmails,
    respond: manyEmails(bare(500)),
  },
  'emails.more-loading': {
    description: '230 emails; Show more never finishes',
    endpoint: m.listRecentEmails,
    respond: manyEmails(hang),
  },
  'summary.none': {
    description: 'No weekly summary yet',
    endpoint: m.latestSummary,
    respond: answer(200, null),
  },
  'summary.stale': {
    description: 'The newest summary is older than 7 days (Generate New Summary)',
    endpoint: m.latestSummary,
    respond: staleSummary,
  },
  'summary.unparsable': {
    description: 'The summary content is not JSON (Error parsing summary content)',
    endpoint: m.latestSummary,
    respond: answer(200, {
      summary_id: '5eed0a0000000000000000fe',
      date_generated: new Date().toISOString(),
      emails_summarized: 2,
      summary_content: 'The model answered with prose instead of JSON.',
    }),
  },
  'summaries.empty': {
    description: 'No older summaries',
    endpoint: m.listSummaries,
    respond: answer(200, []),
  },
  'summarize.fail': {
    description: 'Generating a summary fails (the summary is cleared)',
    endpoint: m.summarize,
    respond: fail(502, DETAILS.summarizerUnreachable),
  },
  'summarize.refused': {
    description:
      'Generating a summary is refused: the subscription does not bill email deflection (402)',
    endpoint: m.summarize,
    respond: fail(402, DETAILS.emailNotBilled),
  },
  'summarize.unsubscribed': {
    description: 'Generating a summary is refused: no active subscription (402)',
    endpoint: m.summarize,
    respond: fail(402, DETAILS.subscriptionRequired),
  },
  'summarize.rate-limited': {
    description: 'Generating a summary is refused: the daily limit is reached (429)',
    endpoint: m.summarize,
    respond: fail(
      429,
      dailyLimitReached(DAILY_QUOTAS.summaries.limit, DAILY_QUOTAS.summaries.what),
    ),
  },
  'summarize.pending': waits(m.summarize),
  'emails.hostile': {
    description: 'Emails whose bodies carry a script, an onerror image and a javascript: link',
    endpoint: m.listRecentEmails,
    respond: () => HttpResponse.json(HOSTILE_EMAILS),
  },
  'emails.no-content': {
    description: 'An email with no subject, no sender and no content',
    endpoint: m.listRecentEmails,
    respond: () =>
      HttpResponse.json([
        {
          id: '5eed0900000000000000ff01',
          date_sent: new Date(Date.now() - DAY_MS).toISOString(),
          subject: '',
          sender_email: '',
          content: null,
        },
      ]),
  },

  // Admin.
  'admin.users.empty': {
    description: 'No user matches the search',
    endpoint: adminEndpoints.listUsers,
    respond: answer(200, { items: [], total: 0, page: 1, page_size: 20 }),
  },
  'admin.analytics.fail': fails(adminEndpoints.analytics),
  'admin.analytics.loading': waits(adminEndpoints.analytics),
  'admin.users.loading': waits(adminEndpoints.listUsers),
  'admin.users.fail': fails(adminEndpoints.listUsers),
  'admin.role.last-admin': {
    description: 'A role change is refused: the last admin cannot be demoted',
    endpoint: adminEndpoints.updateUser,
    respond: fail(409, DETAILS.lastAdmin),
  },
  'admin.calls.loading': waits(adminEndpoints.listCalls),
  'admin.calls.fail': fails(adminEndpoints.listCalls),
  'admin.calls.taken': {
    description: 'Claiming a call is refused: another admin has it',
    endpoint: adminEndpoints.claimCall,
    respond: fail(409, DETAILS.callTaken),
  },
  'admin.calls.outcome-fail': fails(adminEndpoints.resolveCall),
  'calls.fail': fails(timelineEndpoints.listCalls),

  // Practice negotiations (issue 26).
  'practice.free-used': {
    description: 'Starting a practice is refused: the free session is used (402)',
    endpoint: practice.startPractice,
    respond: fail(402, DETAILS.practiceFreeUsed),
  },
  'practice.daily-limit': {
    description: "Starting a practice is refused: today's limit is reached (429)",
    endpoint: practice.startPractice,
    respond: fail(429, dailyLimitReached(DAILY_QUOTAS.practice.limit, DAILY_QUOTAS.practice.what)),
  },
  'practice.start-invalid': {
    description: 'Starting a practice is refused with the server detail (400)',
    endpoint: practice.startPractice,
    respond: fail(400, DETAILS.practiceWalkAwayBelowGoal),
  },
  'practice.start-fail': fails(practice.startPractice),
  'practice.start-pending': waits(practice.startPractice),
  'practice.move-fail': fails(practice.playPractice),
  'practice.move-ended': {
    description: 'A practice move is refused: the session has ended (409)',
    endpoint: practice.playPractice,
    respond: fail(409, DETAILS.practiceEnded),
  },
  'practice.move-clash': {
    description: 'A practice move is refused: another move was played at the same time (409)',
    endpoint: practice.playPractice,
    respond: fail(409, DETAILS.practiceMoveClash),
  },
  'practice.session-fail': fails(practice.getPractice),
  'practice.list-fail': fails(practice.listPractice),
  'practice.list-loading': waits(practice.listPractice),
  'practice.many': {
    description: '45 practice sessions: a page of 20, then Show more',
    endpoint: practice.listPractice,
    respond: manyPracticeSessions(),
  },
  'practice.more-fail': {
    description: '45 practice sessions; Show more fails (the sessions shown stay)',
    endpoint: practice.listPractice,
    respond: manyPracticeSessions(bare(500)),
  },

  // Account upkeep (issue 29).
  'account.forgot-too-many': {
    description: 'Forgot password: the address asked for too many links this hour (429)',
    endpoint: account.forgotPassword,
    respond: fail(429, RESET_TOO_MANY),
  },
  'account.forgot-fail': fails(account.forgotPassword),
  'account.reset-fail': fails(account.resetPassword),
  'account.reset-common': {
    description: 'Reset password: the new password is a common one (400)',
    endpoint: account.resetPassword,
    respond: fail(400, DETAILS.passwordCommon),
  },
  'account.settings-fail': fails(account.getSettings),
  'account.settings-loading': waits(account.getSettings),
  'account.password-wrong': {
    description: 'Change password: the current password is wrong (400)',
    endpoint: account.changePassword,
    respond: fail(400, CURRENT_PASSWORD_WRONG),
  },
  'account.preferences-fail': fails(account.updatePreferences),
  'account.sessions-fail': fails(account.listSessions),
  'account.sessions-loading': waits(account.listSessions),
  'account.session-end-fail': fails(account.endSession),
  'account.unverified': {
    description: 'The email is not verified yet (the portal shows the banner with Resend)',
    endpoint: p.getAccount,
    respond: answer(200, {
      email: PERSONAS.subscriber.email,
      phone_number: '+1 555-555-0142',
      email_verified: false,
      pending_email: null,
    }),
  },
  'account.resend-too-many': {
    description: 'Resend: the address asked for too many links this hour (429)',
    endpoint: account.resendVerification,
    respond: fail(429, RESET_TOO_MANY),
  },
  'account.resend-fail': fails(account.resendVerification),
  'account.confirm-taken': {
    description: 'Confirm email: another account took the new address meanwhile (409)',
    endpoint: account.confirmEmail,
    respond: fail(409, DETAILS.emailTaken),
  },
  'account.confirming': waits(account.confirmEmail),
  'account.resending': waits(account.resendVerification),
  'account.export-fail': fails(account.exportData),
  'account.exporting': waits(account.exportData),
  'account.delete-billing-refused': {
    description:
      'Delete my account: Stripe refuses to cancel the subscription (502), nothing deleted',
    endpoint: account.deleteAccount,
    respond: fail(502, DELETE_BILLING_REFUSED),
  },
  'account.delete-fail': fails(account.deleteAccount),
  'account.deleting': waits(account.deleteAccount),
  'account.confirm-fail': fails(account.confirmEmail),
  'account.email-password-wrong': {
    description: 'Edit email: the current password is wrong (400)',
    endpoint: p.updateAccount,
    respond: fail(400, CURRENT_PASSWORD_WRONG),
  },
  'account.email-same': {
    description: 'Edit email: the new address is the current one (400)',
    endpoint: p.updateAccount,
    respond: fail(400, EMAIL_SAME),
  },
  'account.email-too-many': {
    description: 'Edit email: the new address asked for too many links this hour (429)',
    endpoint: p.updateAccount,
    respond: fail(429, RESET_TOO_MANY),
  },

  // Letters and the contact log (issue 28).
  'letters.list-fail': fails(letters.listLetters),
  'letters.list-loading': waits(letters.listLetters),
  'letters.sent-future': {
    description: 'Marking a letter as sent is refused: the date is in the future (400)',
    endpoint: letters.markLetterSent,
    respond: fail(400, LETTER_DETAILS.futureDate),
  },
  'letters.sent-fail': fails(letters.markLetterSent),
  'letters.notice-order': {
    description: 'Logging a validation notice is refused: sent after it was received (400)',
    endpoint: letters.logValidationNotice,
    respond: fail(400, LETTER_DETAILS.sentAfterReceived),
  },
  'letters.notice-fail': fails(letters.logValidationNotice),
  'contacts.subscription-required': {
    description: 'The contact log is refused: no active subscription (402)',
    endpoint: letters.getContactLog,
    respond: fail(402, DETAILS.subscriptionRequired),
  },
  'contacts.load-fail': fails(letters.getContactLog),
  'contacts.loading': waits(letters.getContactLog),
  'contacts.log-future': {
    description: 'Logging a contact is refused: it is in the future (400)',
    endpoint: letters.logContact,
    respond: fail(400, LETTER_DETAILS.futureContact),
  },
  'contacts.log-zone': {
    description: 'Logging a contact is refused: an unknown time zone (400)',
    endpoint: letters.logContact,
    respond: fail(400, LETTER_DETAILS.unknownTimeZone),
  },
  'contacts.log-fail': fails(letters.logContact),
  'letters.details-fail': fails(settlementEndpoints.updateDebtDetails),
  'contacts.senders-fail': fails(letters.linkSenders),

  // Anything.
  'session.expired': {
    description: "The session's token has expired (401 Token expired: the portal signs out)",
    endpoint: p.getFinancialProfile,
    respond: fail(401, DETAILS.tokenExpired),
  },
  'admin.forbidden': {
    description: 'The analytics are refused: the account is not an admin (403)',
    endpoint: adminEndpoints.analytics,
    respond: fail(403, DETAILS.adminOnly),
  },
  'network.down': {
    description: 'Sign-in cannot reach the server',
    endpoint: login,
    respond: network,
  },

  // The settlement workspace (issue 27).
  'settlement.details-fail': fails(settlement.getDebtDetails),
  'settlement.details-loading': waits(settlement.getDebtDetails),
  'settlement.details-save-fail': fails(settlement.updateDebtDetails),
  'settlement.last-payment-future': {
    description: "Saving a debt's details is refused: the last payment is in the future (400)",
    endpoint: settlement.updateDebtDetails,
    respond: fail(400, SETTLEMENT_DETAILS.lastPaymentInFuture),
  },
  'settlement.identity-fail': fails(profileIdentityEndpoints.getProfileIdentity),
  'settlement.state-save-fail': fails(profileIdentityEndpoints.updateProfileIdentity),
  'settlement.load-fail': fails(settlement.getSettlement),
  'settlement.loading': waits(settlement.getSettlement),
  'settlement.not-entitled': {
    description: 'The settlement workspace is refused: no active subscription (402)',
    endpoint: settlement.getSettlement,
    respond: fail(402, DETAILS.subscriptionRequired),
  },
  'settlement.offer-future': {
    description: 'Logging an offer is refused: its date is in the future (400)',
    endpoint: settlement.logOffer,
    respond: fail(400, SETTLEMENT_DETAILS.offerInFuture),
  },
  'settlement.offers-full': {
    description: 'Logging an offer is refused: the log holds 100 offers (409)',
    endpoint: settlement.logOffer,
    respond: fail(409, SETTLEMENT_DETAILS.offersFull),
  },
  'settlement.offer-fail': fails(settlement.logOffer),
  'settlement.agreement-over-balance': {
    description: 'Saving the agreement is refused: more than the balance at settlement (400)',
    endpoint: settlement.saveAgreement,
    respond: fail(400, SETTLEMENT_DETAILS.agreementOverBalance),
  },
  'settlement.schedule-mismatch': {
    description: "Saving the agreement is refused: the payments' amounts do not add up (400)",
    endpoint: settlement.saveAgreement,
    respond: fail(400, SETTLEMENT_DETAILS.scheduleMismatch),
  },
  'settlement.agreement-below-paid': {
    description: 'Saving the agreement is refused: less than what is already paid (400)',
    endpoint: settlement.saveAgreement,
    respond: fail(400, SETTLEMENT_DETAILS.agreementBelowPaid),
  },
  'settlement.agreement-fail': fails(settlement.saveAgreement),
  'settlement.payment-future': {
    description: 'Recording a payment is refused: its date is in the future (400)',
    endpoint: settlement.recordPayment,
    respond: fail(400, SETTLEMENT_DETAILS.paymentInFuture),
  },
  'settlement.payment-over': {
    description: 'Recording a payment is refused: more than what remains (400)',
    endpoint: settlement.recordPayment,
    respond: fail(400, SETTLEMENT_DETAILS.paymentOverRemaining),
  },
  'settlement.settled': {
    description: 'Recording a payment is refused: the agreement is fully paid (409)',
    endpoint: settlement.recordPayment,
    respond: fail(409, SETTLEMENT_DETAILS.agreementSettled),
  },
  'settlement.payment-fail': fails(settlement.recordPayment),
  'settlement.agreement-changed': {
    description: 'Recording a payment is refused: another payment landed first (409)',
    endpoint: settlement.recordPayment,
    respond: fail(409, SETTLEMENT_DETAILS.agreementChanged),
  },
  'settlement.letter-before-agreement': {
    description: 'Attaching the letter is refused: no agreement saved yet (409)',
    endpoint: settlement.attachLetter,
    respond: fail(409, SETTLEMENT_DETAILS.letterBeforeAgreement),
  },
  'settlement.letter-too-large': {
    description: 'Attaching the letter is refused: the file is over 10 MB (413)',
    endpoint: settlement.attachLetter,
    respond: fail(413, SETTLEMENT_DETAILS.letterTooLarge),
  },
  'settlement.letter-not-allowed': {
    description: 'Attaching the letter is refused: its content is not a PDF, PNG or JPEG (415)',
    endpoint: settlement.attachLetter,
    respond: fail(415, SETTLEMENT_DETAILS.letterNotAllowed),
  },
  'settlement.letter-unreadable': {
    description: 'Attaching the letter is refused: the bytes sent are not base64 (400)',
    endpoint: settlement.attachLetter,
    respond: fail(400, SETTLEMENT_DETAILS.letterUnreadable),
  },
  'settlement.letter-empty': {
    description: 'Attaching the letter is refused: the file is empty (400)',
    endpoint: settlement.attachLetter,
    respond: fail(400, SETTLEMENT_DETAILS.letterEmpty),
  },
  'settlement.letter-fail': fails(settlement.attachLetter),
  'settlement.letter-uploading': waits(settlement.attachLetter),
  'settlement.letter-missing': {
    description: 'Downloading the letter is refused: none is attached (404)',
    endpoint: settlement.getLetter,
    respond: fail(404, SETTLEMENT_DETAILS.letterMissing),
  },
  'settlement.letter-download-fail': fails(settlement.getLetter),
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}

const active = new Set<ScenarioName>();

/** Switches scenarios on; unknown names are reported and skipped. Returns the names kept. */
export function activateScenarios(names: readonly string[]): ScenarioName[] {
  const kept: ScenarioName[] = [];
  for (const name of names) {
    if (isScenarioName(name)) {
      active.add(name);
      kept.push(name);
    } else if (name.trim() !== '') {
      console.warn(`Unknown mock scenario "${name}"`);
    }
  }
  return kept;
}

export function deactivateScenarios(names?: readonly ScenarioName[]): void {
  if (!names) active.clear();
  else for (const name of names) active.delete(name);
}

export function activeScenarios(): ScenarioName[] {
  return SCENARIO_NAMES.filter((name) => active.has(name));
}

/** The active scenario that answers for this endpoint, if any (the first in registry order). */
export function scenarioFor(endpoint: EndpointDef): Scenario | undefined {
  const name = SCENARIO_NAMES.find(
    (candidate) => active.has(candidate) && SCENARIOS[candidate].endpoint === endpoint,
  );
  return name ? SCENARIOS[name] : undefined;
}

export const SCENARIO_STORAGE_KEY = 'mock.scenarios';

/**
 * Reads `?scenario=a,b` (an empty value clears) and keeps the choice in sessionStorage, so it
 * holds for the tab while the user navigates.
 */
export function scenariosFromLocation(search: string, storage: Storage): ScenarioName[] {
  const query = new URLSearchParams(search);
  if (query.has('scenario')) {
    const names = (query.get('scenario') ?? '').split(',').map((name) => name.trim());
    const kept = activateScenarios(names);
    if (kept.length > 0) storage.setItem(SCENARIO_STORAGE_KEY, kept.join(','));
    else storage.removeItem(SCENARIO_STORAGE_KEY);
    return kept;
  }
  const stored = storage.getItem(SCENARIO_STORAGE_KEY);
  return stored ? activateScenarios(stored.split(',')) : [];
}

/** Sets exactly these scenarios and remembers them for the tab (the scenario panel). */
export function setTabScenarios(names: readonly ScenarioName[], storage: Storage): void {
  deactivateScenarios();
  activateScenarios(names);
  if (names.length > 0) storage.setItem(SCENARIO_STORAGE_KEY, names.join(','));
  else storage.removeItem(SCENARIO_STORAGE_KEY);
}
