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
  TIME_ZONE_UNKNOWN,
} from '@/features/account/model/messages';
import { authEndpoints } from '@/features/auth/contract';
import { companionEndpoints as companion } from '@/features/companion/contract';
import { COMPANION_DETAILS as C } from '@/features/companion/model/details';
import { emailEndpoints, RECENT_EMAILS_BOUND } from '@/features/email/contract';
import { enrollmentEndpoints } from '@/features/enrollment/contract';
import { planBuilderEndpoints } from '@/features/plan-builder/contract';
import { lettersEndpoints as letters } from '@/features/letters/contract';
import { LETTER_DETAILS as L } from '@/features/letters/service/letters';
import { PRACTICE_BOUND, practiceEndpoints as practice } from '@/features/practice/contract';
import { profileEndpoints } from '@/features/profile/contract';
import { profileIdentityEndpoints } from '@/features/profile/contract/identity';
import { settlementEndpoints as s } from '@/features/settlement/contract';
import { missingBeforePaying, NO_CHECKLIST } from '@/features/settlement/model/agreement';
import { notInWriting, SETTLEMENT_DETAILS as S } from '@/features/settlement/model/details';
import { timelineEndpoints as tl } from '@/features/timeline/contract';
import { tradelineEndpoints } from '@/features/tradelines/contract';
import { adminEndpoints as admin } from '@/features/admin/contract';
import { callEndpoints as callApi } from '@/features/calls/contract';
import { DETAILS, dailyLimitReached, signInDelayed } from '@/shared/api/details';
import { DAILY_QUOTAS } from '@/shared/api/quotas';
import { DAY_MS, HOUR_MS } from '@/shared/lib/dates';
import type { EndpointDef, ErrorStatus } from '@/shared/api/endpoint';
import { PERSONAS, seedId } from './personas';
import { mockNow } from './clock';

export interface Scenario {
  /** What a tester sees in the panel. */
  description: string;
  endpoint: EndpointDef;
  /** The answer; `request` for the answers that depend on it (a list's `?limit=`). */
  respond: (request: Request) => Response | Promise<Response>;
}

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
 * The routine shapes of an endpoint, generated from its contract: the description is its summary
 * and a refusal's status is one the contract declares (or 500). Its `detail` is always one of
 * `DETAILS` or a text a service throws (imported from where the service takes it), never retyped
 * here; `messages.test.ts` checks every scenario against the texts the backends send.
 */
const shape = (endpoint: EndpointDef, what: string, respond: Scenario['respond']): Scenario => ({
  description: `${what}: ${endpoint.summary}`,
  endpoint,
  respond,
});
type Declared<E extends EndpointDef> = E['errors'][number] | 500;
/** A refusal in the server's words. */
const refuses = <E extends EndpointDef>(endpoint: E, status: Declared<E>, detail: string) =>
  shape(endpoint, `Refused (${status}) "${detail}"`, () =>
    HttpResponse.json({ detail }, { status: status as ErrorStatus }),
  );
/** A failure without a detail (the client shows its own catalogue text). */
const fails = (endpoint: EndpointDef, status = 500) =>
  shape(endpoint, `Fails without a detail (${status})`, bare(status));
/** A failure with the server's own text for one. */
const broken = (endpoint: EndpointDef) => refuses(endpoint, 500, DETAILS.serverError);
/** An answer that never comes (the busy and loading states). */
const waits = (endpoint: EndpointDef) => shape(endpoint, 'Never answers', hang);
/** The empty state of a list. */
const empty = (endpoint: EndpointDef) => shape(endpoint, 'Empty', answer(200, []));
/** The endpoint declares `status` in its contract. */
type Quota = keyof typeof DAILY_QUOTAS;
type Declares<E extends EndpointDef, status> = E &
  (status extends E['errors'][number] ? unknown : never);
/** The entitlement refusal of a paid feature (issue 22). */
const unentitled = <E extends EndpointDef>(endpoint: Declares<E, 402>) =>
  refuses<EndpointDef>(endpoint, 402, DETAILS.subscriptionRequired);
/** The daily quota of `quota` is used up. */
const overQuota = <E extends EndpointDef>(endpoint: Declares<E, 429>, quota: Quota) => {
  const { limit, what } = DAILY_QUOTAS[quota];
  return refuses<EndpointDef>(endpoint, 429, dailyLimitReached(limit, what));
};
/** The normal answer `body`, at once or after `ms` (long enough to see a busy state). */
const answers = (endpoint: EndpointDef, description: string, body: unknown, ms = 0, status = 200) =>
  shape(endpoint, description, async () => {
    if (ms > 0) await delay(ms);
    return HttpResponse.json(body as never, { status });
  });

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
    date_generated: new Date(mockNow().getTime() - 9 * DAY_MS).toISOString(),
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
    date_sent: new Date(mockNow().getTime() - 2 * 3_600_000).toISOString(),
    subject: '<b>Urgent</b> payment notice',
    sender_email: 'alerts@phish.example',
    content: HOSTILE_BODY,
  },
];

/** A program's answer and a billing status without a subscription. */
const program = (debt_negotiation: number, email_opt_in: boolean) => ({
  savings_support: true,
  debt_negotiation,
  email_opt_in,
  chosen_plan: null,
});
const billing = (has_payment_method: boolean) => ({
  has_payment_method,
  subscription_active: false,
  current_period_end: null,
  cancel_at_period_end: false,
});

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
  'login.invalid': refuses(login, 401, DETAILS.invalidLogin),
  'login.fail': fails(login),
  'login.rate-limited': refuses(login, 429, DETAILS.rateLimited),
  'login.account-delayed': refuses(login, 429, signInDelayed(15)),
  'google.fail': refuses(googleAuth, 401, DETAILS.googleInvalid),
  'google.unavailable': refuses(googleAuth, 503, DETAILS.googleUnavailable),
  'google.exists': refuses(googleAuth, 409, DETAILS.googleNotLinked),
  'google.no-email': refuses(googleAuth, 400, DETAILS.googleNoEmail),
  'register.common-password': refuses(register, 400, DETAILS.passwordCommon),
  'register.guessable-password': refuses(register, 400, DETAILS.passwordGuessable),
  'register.exists': refuses(register, 409, DETAILS.emailTaken),
  'check-email.taken': answers(
    checkAvailability,
    'The sign-up email check says the email is taken',
    { email_exists: true },
  ),
  'check-email.fail': fails(checkAvailability),
  'check-email.exists': answers(checkEmail, 'The email lookup says an account exists', {
    exists: true,
  }),
  'signup.fail': fails(submitSignupDetails),

  // The interest form: a failure is silently ignored (spec section 8).
  'interest.fail': fails(planBuilderEndpoints.submitInterest),
  'interest.slow': answers(
    planBuilderEndpoints.submitInterest,
    'Registering interest takes 2 s (the button shows Submitting...)',
    { success: true },
    2_000,
    201,
  ),

  // Profile and tradelines.
  'profile.none': refuses(p.getFinancialProfile, 404, DETAILS.profileNotFound),
  'profile.create.fail': broken(p.createFinancialProfile),
  'profile.create.fail-bare': fails(p.createFinancialProfile),
  'profile.save.fail': broken(p.updateFinancialProfile),
  'profile.save.fail-bare': fails(p.updateFinancialProfile),
  'account.save.fail': refuses(p.updateAccount, 409, DETAILS.emailTaken),
  'profile.loading': waits(p.getFinancialProfile),
  'tradelines.empty': empty(t.listTradelines),
  'tradelines.loading': waits(t.listTradelines),
  'tradelines.create.fail': broken(t.createTradeline),
  'tradelines.create.fail-bare': fails(t.createTradeline),
  'tradelines.update.fail': fails(t.updateTradeline),
  'tradelines.delete.fail': fails(t.deleteTradeline),
  'profile.fail': fails(p.getFinancialProfile),
  'profile.saving': waits(p.updateFinancialProfile),
  'account.fail': fails(p.getAccount),
  'account.no-phone': answers(
    p.getAccount,
    'The account has no phone number (the call dialog asks for one)',
    { email: PERSONAS.subscriber.email, phone_number: null },
  ),
  'account.loading': waits(p.getAccount),
  'account.saving': waits(p.updateAccount),
  'account.save.fail-bare': fails(p.updateAccount),
  'tradelines.fail': fails(t.listTradelines),
  'tradelines.create.saving': waits(t.createTradeline),
  'tradelines.update.saving': waits(t.updateTradeline),
  'tradelines.update.fail-detail': broken(t.updateTradeline),
  'tradelines.delete.saving': waits(t.deleteTradeline),
  'creditors.fail': fails(t.listCreditors),
  'creditors.empty': empty(t.listCreditors),

  // Timeline and calls.
  'events.empty': empty(tl.listEvents),
  'events.fail': fails(tl.listEvents),
  'events.loading': waits(tl.listEvents),
  'events.complete.saving': waits(tl.completeEvent),
  'events.complete.fail-bare': fails(tl.completeEvent),
  'events.complete.fail': refuses(tl.completeEvent, 409, DETAILS.eventOutOfOrder),
  'call.fail': refuses(callApi.startCall, 503, DETAILS.callsUnavailable),
  'call.unsubscribed': unentitled(callApi.startCall),
  'call.not-billed': refuses(callApi.startCall, 402, DETAILS.callsNotBilled),
  'call.already-requested': refuses(callApi.startCall, 409, DETAILS.callAlreadyRequested),
  'call.debt-settled': refuses(callApi.startCall, 409, DETAILS.callDebtSettled),
  'call.fail-bare': fails(callApi.startCall),
  'call.slow': answers(
    callApi.startCall,
    'Starting a call takes 1.5 s, then succeeds (the busy state, then the success)',
    {
      success: true,
      call_id: '5eed0c0000000000000000ff',
      message: DETAILS.callSucceeded,
    },
    1_500,
    201,
  ),
  'tradelines.unnamed': answers(
    t.listTradelines,
    'A debt without a name (a call says User or tradeline not found)',
    [
      {
        id: seedId('tradeline', 3),
        uuid: seedId('tradelineUuid', 3),
        user_id: PERSONAS.subscriber.user_id,
        account_name: '',
        current_balance: 1850,
        minimum_payment: 45,
        credit_limit: 2000,
        utilization: 93,
        state: 'open',
        owed: 1850,
        settled_on: null,
        saved: 0,
        report_checks: [],
      },
    ],
  ),

  // Enrollment and billing.
  'enrollment.load.fail': fails(e.getProgram),
  'enrollment.loading': waits(e.getProgram),
  'program.negotiation-off': answers(
    e.getProgram,
    'A program without debt negotiation (no Call Now)',
    program(0, true),
  ),
  'program.none': refuses(e.getProgram, 404, DETAILS.programNotFound),
  'program.save.fail': broken(e.updateProgram),
  'program.save.fail-bare': fails(e.updateProgram),
  'billing.no-payment-method': answers(
    e.billingStatus,
    'No payment method and no subscription',
    billing(false),
  ),
  'billing.payment-method-ready': answers(
    e.billingStatus,
    'A payment method but no active subscription',
    billing(true),
  ),
  'billing.fail': refuses(e.billingStatus, 502, DETAILS.paymentsUnavailable),
  'billing.loading': waits(e.billingStatus),
  'payment-methods.empty': empty(e.listPaymentMethods),
  'subscriptions.empty': empty(e.listSubscriptions),
  'subscription.create.fail': refuses(e.createSubscription, 502, DETAILS.paymentsUnavailable),
  'subscription.create.price-missing': refuses(e.createSubscription, 404, DETAILS.priceNotFound),
  'subscription.cancel.fail': fails(e.cancelSubscription, 502),
  'subscription.cancel.none': refuses(e.cancelSubscription, 404, DETAILS.noActiveSubscription),
  'setup-intent.fail': fails(e.createSetupIntent, 502),
  'payment-method.attach.fail': fails(e.attachPaymentMethod, 502),
  'payment-method.set-default.fail': fails(e.setDefaultPaymentMethod, 502),
  'payment-method.delete.fail': fails(e.deletePaymentMethod, 502),
  'plaid.exchange.fail': fails(e.exchangePublicToken),
  'plaid.exchange.ok': answers(
    e.exchangePublicToken,
    'Finishing a bank connection succeeds (the connection is otherwise disabled)',
    { success: true },
  ),
  'plaid.accounts.list': answers(
    e.listConnectedAccounts,
    'Sync Accounts lists two connected bank accounts (otherwise it is disabled)',
    CONNECTED_ACCOUNTS,
  ),
  'plaid.accounts.empty': empty(e.listConnectedAccounts),
  'program.email-off': answers(
    e.getProgram,
    'The program has email deflection off (the email page shows its notice)',
    program(1, false),
  ),

  // Email inbox and weekly summaries.
  'email-accounts.empty': empty(m.listEmailAccounts),
  'emails.empty': empty(m.listRecentEmails),
  'emails.fail': fails(m.listRecentEmails),
  'emails.loading': waits(m.listRecentEmails),
  'emails.many': shape(
    m.listRecentEmails,
    '230 emails: pages of 50 up to the newest 200',
    manyEmails(),
  ),
  'emails.more-fail': shape(
    m.listRecentEmails,
    '230 emails; Show more fails (the rows shown stay)',
    manyEmails(bare(500)),
  ),
  'emails.more-loading': shape(
    m.listRecentEmails,
    '230 emails; Show more never finishes',
    manyEmails(hang),
  ),
  'summary.none': answers(m.latestSummary, 'No weekly summary yet', null),
  'summary.stale': shape(
    m.latestSummary,
    'The newest summary is older than 7 days (Generate New Summary)',
    staleSummary,
  ),
  'summary.unparsable': answers(
    m.latestSummary,
    'The summary content is not JSON (Error parsing summary content)',
    {
      summary_id: '5eed0a0000000000000000fe',
      date_generated: mockNow().toISOString(),
      emails_summarized: 2,
      summary_content: 'The model answered with prose instead of JSON.',
    },
  ),
  'summaries.empty': empty(m.listSummaries),
  'summarize.fail': refuses(m.summarize, 502, DETAILS.summarizerUnreachable),
  'summarize.refused': refuses(m.summarize, 402, DETAILS.emailNotBilled),
  'summarize.unsubscribed': unentitled(m.summarize),
  'summarize.rate-limited': overQuota(m.summarize, 'summaries'),
  'summarize.pending': waits(m.summarize),
  'emails.hostile': shape(
    m.listRecentEmails,
    'Emails whose bodies carry a script, an onerror image and a javascript: link',
    () => HttpResponse.json(HOSTILE_EMAILS),
  ),
  'emails.no-content': shape(
    m.listRecentEmails,
    'An email with no subject, no sender and no content',
    () =>
      HttpResponse.json([
        {
          id: '5eed0900000000000000ff01',
          date_sent: new Date(mockNow().getTime() - DAY_MS).toISOString(),
          subject: '',
          sender_email: '',
          content: null,
        },
      ]),
  ),
  'emails.unverified-sender': shape(
    m.listRecentEmails,
    "An email whose sender's SPF and DKIM checks failed, beside a verified one",
    () =>
      HttpResponse.json([
        {
          id: '5eed0900000000000000fd01',
          date_sent: new Date(mockNow().getTime() - 3_600_000).toISOString(),
          subject: 'Settle today for 20%: pay by gift card',
          sender_email: 'Discover Card <offers@discover.example>',
          content: 'Pay $400 today in gift cards to settle your balance.',
          sender_verified: false,
        },
        {
          id: '5eed0900000000000000fd02',
          date_sent: new Date(mockNow().getTime() - DAY_MS).toISOString(),
          subject: 'Your November statement',
          sender_email: 'Citi Card Services <statements@citi.example>',
          content: 'Your statement is ready.',
          sender_verified: true,
        },
      ]),
  ),

  // Admin.
  'admin.users.empty': answers(admin.listUsers, 'No user matches the search', {
    items: [],
    total: 0,
    page: 1,
    page_size: 20,
  }),
  'admin.analytics.fail': fails(admin.analytics),
  'admin.analytics.loading': waits(admin.analytics),
  'admin.users.loading': waits(admin.listUsers),
  'admin.users.fail': fails(admin.listUsers),
  'admin.role.last-admin': refuses(admin.updateUser, 409, DETAILS.lastAdmin),
  'admin.calls.loading': waits(callApi.listQueue),
  'admin.calls.fail': fails(callApi.listQueue),
  'admin.calls.taken': refuses(callApi.claimCall, 409, DETAILS.callTaken),
  'admin.calls.outcome-fail': fails(callApi.resolveCall),
  'calls.fail': fails(callApi.listCalls),

  // Practice negotiations (issue 26).
  'practice.free-used': refuses(practice.startPractice, 402, DETAILS.practiceFreeUsed),
  'practice.daily-limit': overQuota(practice.startPractice, 'practice'),
  'practice.start-invalid': refuses(practice.startPractice, 400, DETAILS.practiceWalkAwayBelowGoal),
  'practice.debt-settled': refuses(practice.startPractice, 400, DETAILS.practiceDebtResolved),
  'practice.start-fail': fails(practice.startPractice),
  'practice.start-pending': waits(practice.startPractice),
  'practice.move-fail': fails(practice.playPractice),
  'practice.move-ended': refuses(practice.playPractice, 409, DETAILS.practiceEnded),
  'practice.move-clash': refuses(practice.playPractice, 409, DETAILS.practiceMoveClash),
  'practice.session-fail': fails(practice.getPractice),
  'practice.list-fail': fails(practice.listPractice),
  'practice.list-loading': waits(practice.listPractice),
  'practice.many': shape(
    practice.listPractice,
    '45 practice sessions: a page of 20, then Show more',
    manyPracticeSessions(),
  ),
  'practice.more-fail': shape(
    practice.listPractice,
    '45 practice sessions; Show more fails (the sessions shown stay)',
    manyPracticeSessions(bare(500)),
  ),

  // Account upkeep (issue 29).
  'account.forgot-too-many': refuses(account.forgotPassword, 429, RESET_TOO_MANY),
  'account.forgot-fail': fails(account.forgotPassword),
  'account.reset-fail': fails(account.resetPassword),
  'account.reset-common': refuses(account.resetPassword, 400, DETAILS.passwordCommon),
  'account.reset-guessable': refuses(account.resetPassword, 400, DETAILS.passwordGuessable),
  'account.settings-fail': fails(account.getSettings),
  'account.settings-loading': waits(account.getSettings),
  'account.password-wrong': refuses(account.changePassword, 400, CURRENT_PASSWORD_WRONG),
  'account.preferences-fail': fails(account.updatePreferences),
  'account.time-zone-unknown': refuses(account.updatePreferences, 400, TIME_ZONE_UNKNOWN),
  'account.sessions-fail': fails(account.listSessions),
  'account.sessions-loading': waits(account.listSessions),
  'account.session-end-fail': fails(account.endSession),
  'account.unverified': answers(
    p.getAccount,
    'The email is not verified yet (the portal shows the banner with Resend)',
    {
      email: PERSONAS.subscriber.email,
      phone_number: '+1 555-555-0142',
      email_verified: false,
      pending_email: null,
    },
  ),
  'account.resend-too-many': refuses(account.resendVerification, 429, RESET_TOO_MANY),
  'account.resend-fail': fails(account.resendVerification),
  'account.confirm-taken': refuses(account.confirmEmail, 409, DETAILS.emailTaken),
  'account.confirming': waits(account.confirmEmail),
  'account.resending': waits(account.resendVerification),
  'account.export-fail': fails(account.exportData),
  'account.exporting': waits(account.exportData),
  'account.delete-billing-refused': refuses(account.deleteAccount, 502, DELETE_BILLING_REFUSED),
  'account.delete-fail': fails(account.deleteAccount),
  'account.deleting': waits(account.deleteAccount),
  'account.confirm-fail': fails(account.confirmEmail),
  'account.email-password-wrong': refuses(p.updateAccount, 400, CURRENT_PASSWORD_WRONG),
  'account.email-same': refuses(p.updateAccount, 400, EMAIL_SAME),
  'account.email-too-many': refuses(p.updateAccount, 429, RESET_TOO_MANY),

  // Letters and the contact log (issue 28).
  'letters.list-fail': fails(letters.listLetters),
  'letters.list-loading': waits(letters.listLetters),
  'letters.sent-future': refuses(letters.markLetterSent, 400, L.futureDate),
  'letters.sent-fail': fails(letters.markLetterSent),
  'letters.sent-received-order': refuses(letters.markLetterSent, 400, L.receivedBeforeSent),
  'letters.receipt-fail': fails(letters.updateSentLetter),
  'letters.receipt-order': refuses(letters.updateSentLetter, 400, L.receivedBeforeSent),
  'letters.answer-order': refuses(letters.updateSentLetter, 400, L.answeredBeforeSent),
  'letters.notice-order': refuses(letters.logValidationNotice, 400, L.sentAfterReceived),
  'letters.notice-fail': fails(letters.logValidationNotice),
  'contacts.subscription-required': unentitled(letters.getContactLog),
  'contacts.load-fail': fails(letters.getContactLog),
  'contacts.loading': waits(letters.getContactLog),
  'contacts.log-future': refuses(letters.logContact, 400, L.futureContact),
  'contacts.log-zone': refuses(letters.logContact, 400, L.unknownTimeZone),
  'contacts.log-fail': fails(letters.logContact),
  'contacts.senders-fail': fails(letters.linkSenders),

  // The call companion.
  'companion.list-fail': fails(companion.listCompanionCalls),
  'companion.free-used': refuses(companion.startCompanionCall, 402, C.freeUsed),
  'companion.start-fail': fails(companion.startCompanionCall),
  'companion.debt-settled': refuses(companion.startCompanionCall, 400, C.debtResolved),
  'companion.save-fail': fails(companion.saveCompanionCall),
  'companion.save-future': refuses(companion.saveCompanionCall, 400, L.futureContact),
  'companion.saved-already': refuses(companion.saveCompanionCall, 409, C.saved),

  // Anything.
  'session.expired': refuses(p.getFinancialProfile, 401, DETAILS.tokenExpired),
  'admin.forbidden': refuses(admin.analytics, 403, DETAILS.adminOnly),
  'network.down': shape(login, 'Sign-in cannot reach the server', network),

  // The settlement workspace (issue 27).
  'settlement.details-fail': fails(s.getDebtDetails),
  'settlement.details-loading': waits(s.getDebtDetails),
  'settlement.details-save-fail': fails(s.updateDebtDetails),
  'settlement.last-payment-future': refuses(s.updateDebtDetails, 400, S.lastPaymentInFuture),
  'settlement.identity-fail': fails(profileIdentityEndpoints.getProfileIdentity),
  'profile.identity-loading': waits(profileIdentityEndpoints.getProfileIdentity),
  'settlement.state-save-fail': fails(profileIdentityEndpoints.updateProfileIdentity),
  'settlement.load-fail': fails(s.getSettlement),
  'settlement.loading': waits(s.getSettlement),
  'settlement.not-entitled': unentitled(s.getSettlement),
  'settlement.offer-future': refuses(s.logOffer, 400, S.offerInFuture),
  'settlement.offers-full': refuses(s.logOffer, 409, S.offersFull),
  'settlement.offer-fail': fails(s.logOffer),
  'settlement.agreement-over-balance': refuses(s.saveAgreement, 400, S.agreementOverBalance),
  'settlement.schedule-mismatch': refuses(s.saveAgreement, 400, S.scheduleMismatch),
  'settlement.agreement-below-paid': refuses(s.saveAgreement, 400, S.agreementBelowPaid),
  'settlement.agreement-fail': fails(s.saveAgreement),
  'settlement.payment-future': refuses(s.recordPayment, 400, S.paymentInFuture),
  'settlement.payment-over': refuses(s.recordPayment, 400, S.paymentOverRemaining),
  'settlement.settled': refuses(s.recordPayment, 409, S.agreementSettled),
  'settlement.not-in-writing': refuses(
    s.recordPayment,
    409,
    notInWriting(missingBeforePaying({ checklist: NO_CHECKLIST, letter: null })),
  ),
  'settlement.offer-over-balance': refuses(s.logOffer, 400, S.offerOverBalance),
  'settlement.settled-record': refuses(s.saveAgreement, 409, S.settledRecord),
  'settlement.tax-before-agreement': refuses(s.saveTaxWorksheet, 409, S.taxBeforeAgreement),
  'settlement.tax-fail': fails(s.saveTaxWorksheet),
  'settlement.payment-fail': fails(s.recordPayment),
  'settlement.agreement-changed': refuses(s.recordPayment, 409, S.agreementChanged),
  'settlement.letter-before-agreement': refuses(s.attachDocument, 409, S.documentBeforeAgreement),
  'settlement.letter-too-large': refuses(s.attachDocument, 413, S.documentTooLarge),
  'settlement.letter-not-allowed': refuses(s.attachDocument, 415, S.documentNotAllowed),
  'settlement.letter-unreadable': refuses(s.attachDocument, 400, S.documentUnreadable),
  'settlement.letter-empty': refuses(s.attachDocument, 400, S.documentEmpty),
  'settlement.letter-fail': fails(s.attachDocument),
  'settlement.letter-uploading': waits(s.attachDocument),
  'settlement.letter-missing': refuses(s.getDocument, 404, S.documentMissing),
  'settlement.letter-download-fail': fails(s.getDocument),
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
