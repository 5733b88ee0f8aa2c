/**
 * Named scenarios (DESIGN.md section 6): each replaces one endpoint's answer with an entry of
 * the spec's error catalogue (section 8), an empty state or a never-ending load, so every state
 * of the UI can be reached on demand. Switched on by `?scenario=a,b` (kept for the tab), the
 * scenario panel in mock mode, Storybook's `parameters.scenarios` and `useScenario(name)` in
 * tests.
 */
import { delay, HttpResponse } from 'msw';
import { accountEndpoints as account } from '@/features/account/contract';
import { CURRENT_PASSWORD_WRONG, RESET_TOO_MANY } from '@/features/account/model/messages';
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
    respond: fail(401, 'Incorrect username or password'),
  },
  'login.fail': {
    description: 'Sign-in fails without a detail (the client fallback message)',
    endpoint: login,
    respond: bare(500),
  },
  'login.rate-limited': {
    description: 'Too many sign-in attempts',
    endpoint: login,
    respond: fail(429, 'Too many attempts. Try again in a minute.'),
  },
  'login.account-delayed': {
    description: 'Too many failed sign-ins for this account: a growing wait, never a lockout',
    endpoint: login,
    respond: fail(429, signInDelayed(15)),
  },
  'google.fail': {
    description: 'Google sign-in refused',
    endpoint: googleAuth,
    respond: fail(401, 'Invalid Google token'),
  },
  'google.unavailable': {
    description: 'Google sign-in not configured or unreachable',
    endpoint: googleAuth,
    respond: fail(503, 'Google Sign-In is not available'),
  },
  'google.exists': {
    description: 'The Google account exists and its login fails too',
    endpoint: googleAuth,
    respond: fail(409, 'An account with this email already exists'),
  },
  'google.no-email': {
    description: 'The Google token carries no email',
    endpoint: googleAuth,
    respond: fail(400, 'Could not extract email from Google token.'),
  },
  'register.common-password': {
    description: 'Registration refused: the password is on the common-passwords list',
    endpoint: register,
    respond: fail(400, DETAILS.passwordCommon),
  },
  'register.exists': {
    description: 'Registration with an email already in use (409)',
    endpoint: register,
    respond: fail(409, 'An account with this email already exists'),
  },
  'check-email.taken': {
    description: 'The sign-up email check says the email is taken',
    endpoint: checkAvailability,
    respond: answer(200, { email_exists: true }),
  },
  'check-email.fail': {
    description: 'The sign-up email check fails',
    endpoint: checkAvailability,
    respond: bare(500),
  },
  'check-email.exists': {
    description: 'The email lookup says an account exists',
    endpoint: checkEmail,
    respond: answer(200, { exists: true }),
  },
  'signup.fail': {
    description: 'Submitting the personal information fails',
    endpoint: submitSignupDetails,
    respond: bare(500),
  },

  // The interest form: a failure is silently ignored (spec section 8).
  'interest.fail': {
    description: 'Registering interest fails (the visitor still goes to Coming Soon)',
    endpoint: planBuilderEndpoints.submitInterest,
    respond: bare(500),
  },
  'interest.slow': {
    description: 'Registering interest takes 2 s (the button shows Submitting...)',
    endpoint: planBuilderEndpoints.submitInterest,
    respond: slow(2_000, 201, { success: true }),
  },

  // Profile and tradelines.
  'profile.none': {
    description: 'No financial profile yet (404: the client creates the default one)',
    endpoint: p.getFinancialProfile,
    respond: fail(404, 'Financial profile not found'),
  },
  'profile.create.fail': {
    description: 'Creating the financial profile fails with a detail',
    endpoint: p.createFinancialProfile,
    respond: fail(500, 'The profile store is unavailable'),
  },
  'profile.save.fail': {
    description: 'Saving income or expenses fails with a detail',
    endpoint: p.updateFinancialProfile,
    respond: fail(500, 'The profile store is unavailable'),
  },
  'profile.save.fail-bare': {
    description: 'Saving income or expenses fails without a detail',
    endpoint: p.updateFinancialProfile,
    respond: bare(500),
  },
  'account.save.fail': {
    description: 'Changing the email or phone fails with a detail',
    endpoint: p.updateAccount,
    respond: fail(409, 'An account with this email already exists'),
  },
  'profile.loading': {
    description: 'The financial profile never arrives',
    endpoint: p.getFinancialProfile,
    respond: hang,
  },
  'tradelines.empty': {
    description: 'No tradelines',
    endpoint: t.listTradelines,
    respond: answer(200, []),
  },
  'tradelines.loading': {
    description: 'The tradelines never arrive',
    endpoint: t.listTradelines,
    respond: hang,
  },
  'tradelines.create.fail': {
    description: 'Adding a tradeline fails with a detail',
    endpoint: t.createTradeline,
    respond: fail(500, 'The tradeline could not be stored'),
  },
  'tradelines.create.fail-bare': {
    description: 'Adding a tradeline fails without a detail',
    endpoint: t.createTradeline,
    respond: bare(500),
  },
  'tradelines.update.fail': {
    description: 'Updating a tradeline fails without a detail',
    endpoint: t.updateTradeline,
    respond: bare(500),
  },
  'tradelines.delete.fail': {
    description: 'Deleting a tradeline fails without a detail',
    endpoint: t.deleteTradeline,
    respond: bare(500),
  },
  'profile.fail': {
    description: 'The financial profile cannot be loaded',
    endpoint: p.getFinancialProfile,
    respond: bare(500),
  },
  'profile.saving': {
    description: 'Saving income or expenses never finishes (buttons stay disabled)',
    endpoint: p.updateFinancialProfile,
    respond: hang,
  },
  'account.fail': {
    description: 'The email and phone cannot be loaded',
    endpoint: p.getAccount,
    respond: bare(500),
  },
  'account.no-phone': {
    description: 'The account has no phone number (the call dialog asks for one)',
    endpoint: p.getAccount,
    respond: answer(200, { email: PERSONAS.subscriber.email, phone_number: null }),
  },
  'account.loading': {
    description: 'The email and phone never arrive',
    endpoint: p.getAccount,
    respond: hang,
  },
  'account.saving': {
    description: 'Changing the email or phone never finishes',
    endpoint: p.updateAccount,
    respond: hang,
  },
  'account.save.fail-bare': {
    description: 'Changing the email or phone fails without a detail',
    endpoint: p.updateAccount,
    respond: bare(500),
  },
  'tradelines.fail': {
    description: 'The tradelines cannot be loaded',
    endpoint: t.listTradelines,
    respond: bare(500),
  },
  'tradelines.create.saving': {
    description: 'Adding a tradeline never finishes',
    endpoint: t.createTradeline,
    respond: hang,
  },
  'tradelines.update.saving': {
    description: 'Updating a tradeline never finishes',
    endpoint: t.updateTradeline,
    respond: hang,
  },
  'tradelines.update.fail-detail': {
    description: 'Updating a tradeline fails with a detail',
    endpoint: t.updateTradeline,
    respond: fail(500, 'The tradeline could not be stored'),
  },
  'tradelines.delete.saving': {
    description: 'Deleting a tradeline never finishes',
    endpoint: t.deleteTradeline,
    respond: hang,
  },
  'creditors.fail': {
    description: 'The creditor list cannot be loaded (only Other can be chosen)',
    endpoint: t.listCreditors,
    respond: bare(500),
  },
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
  'events.fail': {
    description: 'The events cannot be loaded',
    endpoint: timelineEndpoints.listEvents,
    respond: bare(500),
  },
  'events.loading': {
    description: 'The events never arrive',
    endpoint: timelineEndpoints.listEvents,
    respond: hang,
  },
  'events.complete.saving': {
    description: 'Completing an event never finishes',
    endpoint: timelineEndpoints.completeEvent,
    respond: hang,
  },
  'events.complete.fail-bare': {
    description: 'Completing an event fails without a detail',
    endpoint: timelineEndpoints.completeEvent,
    respond: bare(500),
  },
  'events.complete.fail': {
    description: 'Completing an event is refused',
    endpoint: timelineEndpoints.completeEvent,
    respond: fail(409, 'Complete the previous step first'),
  },
  'call.fail': {
    description: 'Starting a call fails with a detail',
    endpoint: timelineEndpoints.startCall,
    respond: fail(503, 'Calling is unavailable right now'),
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
  'call.fail-bare': {
    description: 'Starting a call fails without a detail',
    endpoint: timelineEndpoints.startCall,
    respond: bare(500),
  },
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
  'enrollment.load.fail': {
    description: 'The program cannot be loaded',
    endpoint: e.getProgram,
    respond: bare(500),
  },
  'enrollment.loading': {
    description: 'The program never arrives',
    endpoint: e.getProgram,
    respond: hang,
  },
  'program.negotiation-off': {
    description: 'A program without debt negotiation (no Call Now)',
    endpoint: e.getProgram,
    respond: answer(200, { savings_support: true, debt_negotiation: 0, email_opt_in: true }),
  },
  'program.none': {
    description: 'No program yet (404)',
    endpoint: e.getProgram,
    respond: fail(404, 'No program found'),
  },
  'program.save.fail': {
    description: 'Saving the program fails with a detail',
    endpoint: e.updateProgram,
    respond: fail(500, 'The program could not be saved'),
  },
  'program.save.fail-bare': {
    description: 'Saving the program fails without a detail',
    endpoint: e.updateProgram,
    respond: bare(500),
  },
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
    respond: fail(502, 'The payment provider did not answer'),
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
    respond: fail(502, 'The payment provider did not answer'),
  },
  'subscription.create.price-missing': {
    description: 'Creating the subscription fails: price not found',
    endpoint: e.createSubscription,
    respond: fail(404, 'Price not found'),
  },
  'subscription.cancel.fail': {
    description: 'Cancelling the subscription fails',
    endpoint: e.cancelSubscription,
    respond: bare(502),
  },
  'subscription.cancel.none': {
    description: 'There is no active subscription to cancel',
    endpoint: e.cancelSubscription,
    respond: fail(404, 'No active subscription to cancel'),
  },
  'setup-intent.fail': {
    description: 'Starting the payment setup fails',
    endpoint: e.createSetupIntent,
    respond: bare(502),
  },
  'payment-method.attach.fail': {
    description: 'Saving the bank account fails',
    endpoint: e.attachPaymentMethod,
    respond: bare(502),
  },
  'payment-method.set-default.fail': {
    description: 'Making a bank account the default fails',
    endpoint: e.setDefaultPaymentMethod,
    respond: bare(502),
  },
  'payment-method.delete.fail': {
    description: 'Removing a bank account fails',
    endpoint: e.deletePaymentMethod,
    respond: bare(502),
  },
  'plaid.exchange.fail': {
    description: 'Finishing a bank connection fails',
    endpoint: e.exchangePublicToken,
    respond: bare(500),
  },
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
    respond: answer(200, { savings_support: true, debt_negotiation: 1, email_opt_in: false }),
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
  'emails.fail': {
    description: 'The emails cannot be fetched (the page shows empty lists)',
    endpoint: m.listRecentEmails,
    respond: bare(500),
  },
  'emails.loading': {
    description: 'The emails never arrive',
    endpoint: m.listRecentEmails,
    respond: hang,
  },
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
    respond: fail(502, 'The summarizer did not answer'),
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
    respond: fail(429, 'You have generated 10 summaries today. Try again tomorrow.'),
  },
  'summarize.pending': {
    description: 'Generating a summary never finishes (Generating...)',
    endpoint: m.summarize,
    respond: hang,
  },
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
  'admin.analytics.fail': {
    description: 'The analytics cannot be loaded',
    endpoint: adminEndpoints.analytics,
    respond: bare(500),
  },
  'admin.analytics.loading': {
    description: 'The analytics never finish loading',
    endpoint: adminEndpoints.analytics,
    respond: hang,
  },
  'admin.users.loading': {
    description: 'The user list never finishes loading',
    endpoint: adminEndpoints.listUsers,
    respond: hang,
  },
  'admin.users.fail': {
    description: 'The user list cannot be loaded',
    endpoint: adminEndpoints.listUsers,
    respond: bare(500),
  },
  'admin.role.last-admin': {
    description: 'A role change is refused: the last admin cannot be demoted',
    endpoint: adminEndpoints.updateUser,
    respond: fail(409, DETAILS.lastAdmin),
  },
  'admin.calls.loading': {
    description: 'The call queue never finishes loading',
    endpoint: adminEndpoints.listCalls,
    respond: hang,
  },
  'admin.calls.fail': {
    description: 'The call queue cannot be loaded',
    endpoint: adminEndpoints.listCalls,
    respond: bare(500),
  },
  'admin.calls.taken': {
    description: 'Claiming a call is refused: another admin has it',
    endpoint: adminEndpoints.claimCall,
    respond: fail(409, DETAILS.callTaken),
  },
  'admin.calls.outcome-fail': {
    description: "Saving a call's outcome fails (the note is kept)",
    endpoint: adminEndpoints.resolveCall,
    respond: bare(500),
  },
  'calls.fail': {
    description: "The user's call states cannot be loaded",
    endpoint: timelineEndpoints.listCalls,
    respond: bare(500),
  },

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
    respond: fail(400, 'Your walk-away maximum cannot be less than your goal.'),
  },
  'practice.start-fail': {
    description: 'Starting a practice fails without a detail',
    endpoint: practice.startPractice,
    respond: bare(500),
  },
  'practice.start-pending': {
    description: 'Starting a practice never finishes (Starting...)',
    endpoint: practice.startPractice,
    respond: hang,
  },
  'practice.move-fail': {
    description: 'A practice move fails without a detail (what was typed is kept)',
    endpoint: practice.playPractice,
    respond: bare(500),
  },
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
  'practice.session-fail': {
    description: 'A practice session cannot be loaded',
    endpoint: practice.getPractice,
    respond: bare(500),
  },
  'practice.list-fail': {
    description: 'The practice history cannot be loaded',
    endpoint: practice.listPractice,
    respond: bare(500),
  },
  'practice.list-loading': {
    description: 'The practice history never finishes loading',
    endpoint: practice.listPractice,
    respond: hang,
  },
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
  'account.forgot-fail': {
    description: 'Forgot password: the request fails without a detail',
    endpoint: account.forgotPassword,
    respond: bare(500),
  },
  'account.reset-fail': {
    description: 'Reset password: the request fails without a detail',
    endpoint: account.resetPassword,
    respond: bare(500),
  },
  'account.reset-common': {
    description: 'Reset password: the new password is a common one (400)',
    endpoint: account.resetPassword,
    respond: fail(400, DETAILS.passwordCommon),
  },
  'account.settings-fail': {
    description: 'Account settings cannot be loaded',
    endpoint: account.getSettings,
    respond: bare(500),
  },
  'account.settings-loading': {
    description: 'Account settings never finish loading',
    endpoint: account.getSettings,
    respond: hang,
  },
  'account.password-wrong': {
    description: 'Change password: the current password is wrong (400)',
    endpoint: account.changePassword,
    respond: fail(400, CURRENT_PASSWORD_WRONG),
  },
  'account.preferences-fail': {
    description: 'Email preferences cannot be saved',
    endpoint: account.updatePreferences,
    respond: bare(500),
  },
  'account.sessions-fail': {
    description: 'The list of sessions cannot be loaded',
    endpoint: account.listSessions,
    respond: bare(500),
  },
  'account.sessions-loading': {
    description: 'The list of sessions never finishes loading',
    endpoint: account.listSessions,
    respond: hang,
  },
  'account.session-end-fail': {
    description: 'Signing a session out fails without a detail',
    endpoint: account.endSession,
    respond: bare(500),
  },

  // Letters and the contact log (issue 28).
  'letters.list-fail': {
    description: "The debts' letters cannot be loaded",
    endpoint: letters.listLetters,
    respond: bare(500),
  },
  'letters.list-loading': {
    description: "The debts' letters never finish loading",
    endpoint: letters.listLetters,
    respond: hang,
  },
  'letters.sent-future': {
    description: 'Marking a letter as sent is refused: the date is in the future (400)',
    endpoint: letters.markLetterSent,
    respond: fail(400, LETTER_DETAILS.futureDate),
  },
  'letters.sent-fail': {
    description: 'Marking a letter as sent fails without a detail (the form is kept)',
    endpoint: letters.markLetterSent,
    respond: bare(500),
  },
  'letters.notice-order': {
    description: 'Logging a validation notice is refused: sent after it was received (400)',
    endpoint: letters.logValidationNotice,
    respond: fail(400, LETTER_DETAILS.sentAfterReceived),
  },
  'letters.notice-fail': {
    description: 'Logging a validation notice fails without a detail (the form is kept)',
    endpoint: letters.logValidationNotice,
    respond: bare(500),
  },
  'contacts.subscription-required': {
    description: 'The contact log is refused: no active subscription (402)',
    endpoint: letters.getContactLog,
    respond: fail(402, DETAILS.subscriptionRequired),
  },
  'contacts.load-fail': {
    description: 'The contact log cannot be loaded',
    endpoint: letters.getContactLog,
    respond: bare(500),
  },
  'contacts.loading': {
    description: 'The contact log never finishes loading',
    endpoint: letters.getContactLog,
    respond: hang,
  },
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
  'contacts.log-fail': {
    description: 'Logging a contact fails without a detail (the form is kept)',
    endpoint: letters.logContact,
    respond: bare(500),
  },
  'letters.details-fail': {
    description:
      "Saving a debt's details from its letters fails without a detail (the form is kept)",
    endpoint: settlementEndpoints.updateDebtDetails,
    respond: bare(500),
  },
  'contacts.senders-fail': {
    description: 'Linking senders fails without a detail (the list is kept)',
    endpoint: letters.linkSenders,
    respond: bare(500),
  },

  // Anything.
  'network.down': {
    description: 'Sign-in cannot reach the server',
    endpoint: login,
    respond: network,
  },

  // The settlement workspace (issue 27).
  'settlement.details-fail': {
    description: 'What we know about a debt cannot be loaded',
    endpoint: settlement.getDebtDetails,
    respond: bare(500),
  },
  'settlement.details-loading': {
    description: 'What we know about a debt never finishes loading',
    endpoint: settlement.getDebtDetails,
    respond: hang,
  },
  'settlement.details-save-fail': {
    description: "Saving a debt's details fails without a detail (the form keeps its input)",
    endpoint: settlement.updateDebtDetails,
    respond: bare(500),
  },
  'settlement.last-payment-future': {
    description: "Saving a debt's details is refused: the last payment is in the future (400)",
    endpoint: settlement.updateDebtDetails,
    respond: fail(400, SETTLEMENT_DETAILS.lastPaymentInFuture),
  },
  'settlement.identity-fail': {
    description: "The profile's state cannot be loaded (the details card offers a retry)",
    endpoint: profileIdentityEndpoints.getProfileIdentity,
    respond: bare(500),
  },
  'settlement.state-save-fail': {
    description: "Saving the profile's state fails without a detail",
    endpoint: profileIdentityEndpoints.updateProfileIdentity,
    respond: bare(500),
  },
  'settlement.load-fail': {
    description: 'The settlement workspace cannot be loaded',
    endpoint: settlement.getSettlement,
    respond: bare(500),
  },
  'settlement.loading': {
    description: 'The settlement workspace never finishes loading',
    endpoint: settlement.getSettlement,
    respond: hang,
  },
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
  'settlement.offer-fail': {
    description: 'Logging an offer fails without a detail (the form keeps its input)',
    endpoint: settlement.logOffer,
    respond: bare(500),
  },
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
  'settlement.agreement-fail': {
    description: 'Saving the agreement fails without a detail (the form keeps its input)',
    endpoint: settlement.saveAgreement,
    respond: bare(500),
  },
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
  'settlement.payment-fail': {
    description: 'Recording a payment fails without a detail (the form keeps its input)',
    endpoint: settlement.recordPayment,
    respond: bare(500),
  },
  'settlement.agreement-changed': {
    description: 'Recording a payment is refused: another payment landed first (409)',
    endpoint: settlement.recordPayment,
    respond: fail(409, SETTLEMENT_DETAILS.agreementChanged),
  },
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
