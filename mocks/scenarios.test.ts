import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import type { EndpointDef, RequestInput } from '@/shared/api/endpoint';
import { configureHttp, request } from '@/shared/api/http';
import { CATALOGUE } from '../scripts/catalogue';
import { sampleRequest } from '../tests/contract/requests';
import { fakeGoogleIdToken } from './google';
import { PRICE_IDS } from './personas';
import {
  HOSTILE_BODY,
  SCENARIO_NAMES,
  SCENARIO_STORAGE_KEY,
  SCENARIOS,
  activeScenarios,
  scenariosFromLocation,
  setTabScenarios,
  type ScenarioName,
} from './scenarios';
import { personaSession } from './seed';
import { useScenario } from './test-utils';

type Outcome =
  { ok: true; body: unknown } | { ok: false; status: number; detail: string } | 'pending';

let token: string | null = null;
configureHttp({ getToken: () => token });

/** What the client gets, or 'pending' when nothing arrives within `patienceMs`. */
async function outcome(
  endpoint: EndpointDef,
  input: RequestInput<EndpointDef>,
  patienceMs: number,
): Promise<Outcome> {
  const controller = new AbortController();
  const pending = new Promise<'pending'>((resolve) =>
    setTimeout(() => {
      controller.abort();
      resolve('pending');
    }, patienceMs),
  );
  const answer = request(endpoint, input, { signal: controller.signal }).then(
    (body): Outcome => ({ ok: true, body }),
    (error: unknown): Outcome =>
      error instanceof ApiError
        ? { ok: false, status: error.status, detail: error.detail }
        : 'pending',
  );
  return Promise.race([answer, pending]);
}

/** A request the scenario's endpoint answers normally for the subscriber (or the admin). */
function requestFor(name: ScenarioName) {
  const { endpoint } = SCENARIOS[name];
  const entry = CATALOGUE.find((item) => item.endpoint === endpoint)!;
  const input = sampleRequest(entry, {
    googleIdToken: fakeGoogleIdToken,
    basePriceId: PRICE_IDS.base,
  }) as RequestInput<EndpointDef>;
  // The email checks normally say "free" for an unused address.
  if (entry.feature === 'auth' && entry.name.startsWith('check')) {
    return {
      endpoint,
      input: { query: { email: 'unused@example.com' } } as RequestInput<EndpointDef>,
    };
  }
  return { endpoint, input };
}

/** A refusal with the server's `{ detail }` text. */
const refused = (status: number, detail: string): Outcome => ({ ok: false, status, detail });
/** A failure without a detail: the client's own text for it. */
const bare = (status: number): Outcome => refused(status, `The request failed (status ${status}).`);
const answered = (body: unknown): Outcome => ({ ok: true, body });
const DAY_MS = 86_400_000;

/** What each scenario makes its endpoint answer, written out (spec section 8's texts). */
const EXPECTED: Record<ScenarioName, Outcome | ReturnType<typeof expect.objectContaining>> = {
  'login.invalid': refused(401, 'Incorrect username or password'),
  'login.fail': bare(500),
  'login.rate-limited': refused(429, 'Too many requests. Please wait a minute and try again.'),
  'register.common-password': refused(
    400,
    'This password is on a list of common passwords that attackers try first. Please choose another.',
  ),
  'register.guessable-password': refused(
    400,
    'This password is too easy to guess. Please choose a longer one, without your name or email in it.',
  ),
  'login.account-delayed': refused(
    429,
    'Too many failed sign-ins for this account. Please wait 15 seconds and try again.',
  ),
  'google.fail': refused(401, 'Invalid Google token'),
  'google.unavailable': refused(503, 'Google sign-in is not configured on this server'),
  'google.exists': refused(
    409,
    'An account with this email exists but is not linked to this Google account. Please sign in with your password.',
  ),
  'google.no-email': refused(400, 'Could not extract email from Google token.'),
  'register.exists': refused(409, 'An account with this email already exists'),
  'check-email.taken': answered({ email_exists: true }),
  'check-email.fail': bare(500),
  'check-email.exists': answered({ exists: true }),
  'signup.fail': bare(500),
  'interest.fail': bare(500),
  'interest.slow': 'pending',
  'profile.none': refused(404, 'Financial profile not found'),
  'profile.create.fail': refused(500, 'Something went wrong on our side. Please try again.'),
  'profile.create.fail-bare': bare(500),
  'profile.save.fail': refused(500, 'Something went wrong on our side. Please try again.'),
  'profile.save.fail-bare': bare(500),
  'account.save.fail': refused(409, 'An account with this email already exists'),
  'profile.loading': 'pending',
  'tradelines.empty': answered([]),
  'tradelines.loading': 'pending',
  'tradelines.create.fail': refused(500, 'Something went wrong on our side. Please try again.'),
  'tradelines.create.fail-bare': bare(500),
  'tradelines.update.fail': bare(500),
  'tradelines.delete.fail': bare(500),
  'profile.fail': bare(500),
  'profile.saving': 'pending',
  'account.fail': bare(500),
  'account.no-phone': answered({ email: 'demo@example.com', phone_number: null }),
  'account.loading': 'pending',
  'account.saving': 'pending',
  'account.save.fail-bare': bare(500),
  'tradelines.fail': bare(500),
  'tradelines.create.saving': 'pending',
  'tradelines.update.saving': 'pending',
  'tradelines.update.fail-detail': refused(
    500,
    'Something went wrong on our side. Please try again.',
  ),
  'tradelines.delete.saving': 'pending',
  'creditors.fail': bare(500),
  'creditors.empty': answered([]),
  'events.empty': answered([]),
  'events.fail': bare(500),
  'events.loading': 'pending',
  'events.complete.saving': 'pending',
  'events.complete.fail-bare': bare(500),
  'events.complete.fail': refused(409, 'Complete the previous step first'),
  'call.fail': refused(503, 'Calls are temporarily unavailable. Please try again shortly.'),
  'call.unsubscribed': refused(402, 'An active subscription is required for this feature.'),
  'call.not-billed': refused(
    402,
    'Creditor calls are not part of your subscription. Add debt negotiation in Manage my enrollment to request calls.',
  ),
  'call.already-requested': refused(
    409,
    'A call about this step of this debt is already requested. An agent will call you shortly.',
  ),
  'call.debt-settled': refused(
    409,
    'This debt is settled: there is nothing left to call the creditor about.',
  ),
  'call.fail-bare': bare(500),
  'call.slow': 'pending',
  'tradelines.unnamed': answered([
    {
      id: '5eed03000000000000000003',
      uuid: '5eed04000000000000000003',
      user_id: '5eed01000000000000000001',
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
  ]),
  'enrollment.load.fail': bare(500),
  'enrollment.loading': 'pending',
  'program.negotiation-off': answered({
    savings_support: true,
    debt_negotiation: 0,
    email_opt_in: true,
    chosen_plan: null,
  }),
  'program.none': refused(404, 'No program found'),
  'program.save.fail': refused(500, 'Something went wrong on our side. Please try again.'),
  'program.save.fail-bare': bare(500),
  'billing.no-payment-method': answered({
    has_payment_method: false,
    subscription_active: false,
    current_period_end: null,
    cancel_at_period_end: false,
  }),
  'billing.payment-method-ready': answered({
    has_payment_method: true,
    subscription_active: false,
    current_period_end: null,
    cancel_at_period_end: false,
  }),
  'billing.fail': refused(502, 'Payments are temporarily unavailable. Please try again shortly.'),
  'billing.loading': 'pending',
  'payment-methods.empty': answered([]),
  'subscriptions.empty': answered([]),
  'subscription.create.fail': refused(
    502,
    'Payments are temporarily unavailable. Please try again shortly.',
  ),
  'subscription.create.price-missing': refused(404, 'Price not found'),
  'subscription.cancel.fail': bare(502),
  'subscription.cancel.none': refused(404, 'No active subscription to cancel'),
  'setup-intent.fail': bare(502),
  'payment-method.attach.fail': bare(502),
  'payment-method.set-default.fail': bare(502),
  'payment-method.delete.fail': bare(502),
  'plaid.exchange.fail': bare(500),
  'plaid.exchange.ok': answered({ success: true }),
  'plaid.accounts.list': answered([
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
  ]),
  'plaid.accounts.empty': answered([]),
  'program.email-off': answered({
    savings_support: true,
    debt_negotiation: 1,
    email_opt_in: false,
    chosen_plan: null,
  }),
  'email-accounts.empty': answered([]),
  'emails.empty': answered([]),
  'emails.fail': bare(500),
  'emails.loading': 'pending',
  // The first page of a long list (the default limit): paging stories read further.
  'emails.many': answered(expect.objectContaining({ length: 50 })),
  'emails.more-fail': answered(expect.objectContaining({ length: 50 })),
  'emails.more-loading': answered(expect.objectContaining({ length: 50 })),
  'summary.none': answered(null),
  // Nine days old, so past the 7-day freshness of spec section 9.
  'summary.stale': expect.objectContaining({
    ok: true,
    body: expect.objectContaining({
      summary_id: '5eed0a0000000000000000ff',
      date_generated: expect.stringMatching(
        new RegExp(`^${new Date(Date.now() - 9 * DAY_MS).toISOString().slice(0, 10)}T`),
      ),
      emails_summarized: 3,
      summary_content: expect.stringContaining('"priority_level":"low"'),
    }),
  }),
  'summary.unparsable': expect.objectContaining({
    ok: true,
    body: expect.objectContaining({
      summary_id: '5eed0a0000000000000000fe',
      emails_summarized: 2,
      summary_content: 'The model answered with prose instead of JSON.',
    }),
  }),
  'summaries.empty': answered([]),
  'summarize.fail': refused(502, 'The summary service could not be reached. Please try again.'),
  'summarize.refused': refused(
    402,
    'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.',
  ),
  'summarize.unsubscribed': refused(402, 'An active subscription is required for this feature.'),
  'summarize.rate-limited': refused(
    429,
    "You have reached today's limit of 10 summaries. Please try again tomorrow.",
  ),
  'summarize.pending': 'pending',
  'emails.hostile': expect.objectContaining({
    ok: true,
    body: [
      expect.objectContaining({
        id: '5eed0900000000000000fe01',
        subject: '<b>Urgent</b> payment notice',
        sender_email: 'alerts@phish.example',
        content: HOSTILE_BODY,
      }),
    ],
  }),
  'emails.no-content': expect.objectContaining({
    ok: true,
    body: [
      expect.objectContaining({
        id: '5eed0900000000000000ff01',
        subject: '',
        sender_email: '',
        content: null,
      }),
    ],
  }),
  'emails.unverified-sender': expect.objectContaining({
    ok: true,
    body: [
      expect.objectContaining({
        sender_email: 'Discover Card <offers@discover.example>',
        sender_verified: false,
      }),
      expect.objectContaining({ sender_verified: true }),
    ],
  }),
  'admin.users.empty': answered({ items: [], total: 0, page: 1, page_size: 20 }),
  'admin.analytics.fail': bare(500),
  'admin.analytics.loading': 'pending',
  'admin.users.loading': 'pending',
  'admin.users.fail': bare(500),
  'admin.role.last-admin': refused(409, 'The last admin cannot be demoted'),
  'admin.calls.loading': 'pending',
  'admin.calls.fail': bare(500),
  'admin.calls.taken': refused(409, 'Another admin has already claimed this call'),
  'admin.calls.outcome-fail': bare(500),
  'calls.fail': bare(500),
  'practice.free-used': refused(
    402,
    'You have used your free practice session. Practice as often as you like with a subscription: start one in Manage my enrollment.',
  ),
  'practice.daily-limit': refused(
    429,
    "You have reached today's limit of 30 practice sessions. Please try again tomorrow.",
  ),
  'practice.start-invalid': refused(400, 'Your walk-away maximum cannot be less than your goal.'),
  'practice.debt-settled': refused(
    400,
    'This debt is settled, so there is nothing left to negotiate. Choose another debt or the sample debt.',
  ),
  'practice.start-fail': bare(500),
  'practice.start-pending': 'pending',
  'practice.move-fail': bare(500),
  'practice.move-ended': refused(409, 'This practice session has ended.'),
  'practice.move-clash': refused(
    409,
    'Another move was played on this session at the same time. Reload the session and try again.',
  ),
  'practice.session-fail': bare(500),
  'practice.list-fail': bare(500),
  'practice.list-loading': 'pending',
  'account.forgot-too-many': refused(
    429,
    'Too many emails were requested for this address. Please wait an hour and try again.',
  ),
  'account.forgot-fail': bare(500),
  'account.reset-fail': bare(500),
  'account.reset-common': refused(
    400,
    'This password is on a list of common passwords that attackers try first. Please choose another.',
  ),
  'account.reset-guessable': refused(
    400,
    'This password is too easy to guess. Please choose a longer one, without your name or email in it.',
  ),
  'account.settings-fail': bare(500),
  'account.settings-loading': 'pending',
  'account.password-wrong': refused(400, 'Your current password is not correct.'),
  'account.preferences-fail': bare(500),
  'account.time-zone-unknown': refused(400, 'Choose a time zone from the list.'),
  'account.sessions-fail': bare(500),
  'account.sessions-loading': 'pending',
  'account.session-end-fail': bare(500),
  'account.unverified': answered({
    email: 'demo@example.com',
    phone_number: '+1 555-555-0142',
    email_verified: false,
    pending_email: null,
  }),
  'account.resend-too-many': refused(
    429,
    'Too many emails were requested for this address. Please wait an hour and try again.',
  ),
  'account.resend-fail': bare(500),
  'account.confirm-taken': refused(409, 'An account with this email already exists'),
  'account.confirming': 'pending',
  'account.resending': 'pending',
  'account.export-fail': bare(500),
  'account.exporting': 'pending',
  'account.delete-billing-refused': refused(
    502,
    'Your subscription could not be cancelled with our payment provider, so your account was not deleted. Please try again later.',
  ),
  'account.delete-fail': bare(500),
  'account.deleting': 'pending',
  'account.confirm-fail': bare(500),
  'account.email-password-wrong': refused(400, 'Your current password is not correct.'),
  'account.email-same': refused(400, 'This is already your email.'),
  'account.email-too-many': refused(
    429,
    'Too many emails were requested for this address. Please wait an hour and try again.',
  ),
  'practice.many': answered(expect.objectContaining({ length: 20 })),
  'practice.more-fail': answered(expect.objectContaining({ length: 20 })),
  'session.expired': refused(401, 'Token expired'),
  'admin.forbidden': refused(403, 'Admin access required'),
  'settlement.details-fail': bare(500),
  'settlement.details-loading': 'pending',
  'settlement.details-save-fail': bare(500),
  'settlement.last-payment-future': refused(
    400,
    'The date of the last payment cannot be in the future.',
  ),
  'settlement.identity-fail': bare(500),
  'profile.identity-loading': 'pending',
  'settlement.state-save-fail': bare(500),
  'settlement.load-fail': bare(500),
  'settlement.loading': 'pending',
  'settlement.not-entitled': refused(402, 'An active subscription is required for this feature.'),
  'settlement.offer-future': refused(400, 'The date of an offer cannot be in the future.'),
  'settlement.offers-full': refused(
    409,
    'This debt has 100 offers logged, the most the log keeps.',
  ),
  'settlement.offer-fail': bare(500),
  'settlement.agreement-over-balance': refused(
    400,
    'The agreed amount cannot be more than the balance at settlement.',
  ),
  'settlement.schedule-mismatch': refused(
    400,
    "The payments' amounts must add up to the agreed amount.",
  ),
  'settlement.agreement-below-paid': refused(
    400,
    'The agreed amount cannot be less than what you have already paid.',
  ),
  'settlement.agreement-fail': bare(500),
  'settlement.payment-future': refused(400, 'The date of a payment cannot be in the future.'),
  'settlement.payment-over': refused(
    400,
    'This payment is more than what remains to pay on the agreement.',
  ),
  'settlement.payment-fail': bare(500),
  'settlement.settled': refused(409, 'The agreement is fully paid: the debt is settled.'),
  'settlement.not-in-writing': refused(
    409,
    "Get it in writing before paying. Still missing: Received in writing before paying; Names the creditor and the account; Says the payment settles the debt in full and releases the rest; Says how it will be reported ('Settled in Full' or 'Paid in Full'); No resale or further collection of the balance; The agreement's letter attached.",
  ),
  'settlement.offer-over-balance': refused(400, "An offer cannot be more than the debt's balance."),
  'settlement.settled-record': refused(
    409,
    'This debt is settled: its offers, agreement and letter are kept as they are, as its record.',
  ),
  'settlement.tax-before-agreement': refused(
    409,
    'Save the written agreement before its tax worksheet.',
  ),
  'settlement.tax-fail': bare(500),
  'settlement.agreement-changed': refused(
    409,
    'The agreement changed while this was being saved. Reload the page and try again.',
  ),
  'settlement.letter-before-agreement': refused(
    409,
    'Save the written agreement before attaching its letter.',
  ),
  'settlement.letter-too-large': refused(
    413,
    'The file is larger than 10 MB. Attach a smaller copy of the letter.',
  ),
  'settlement.letter-not-allowed': refused(
    415,
    'This file is not a PDF, PNG or JPEG (its content was checked, not its name). Attach the letter as a PDF, PNG or JPEG.',
  ),
  'settlement.letter-unreadable': refused(
    400,
    'The file could not be read. Choose it again and try again.',
  ),
  'settlement.letter-empty': refused(400, 'The file is empty. Choose the letter again.'),
  'settlement.letter-fail': bare(500),
  'settlement.letter-uploading': 'pending',
  'settlement.letter-missing': refused(404, 'No letter is attached to this agreement.'),
  'settlement.letter-download-fail': bare(500),
  'letters.list-fail': bare(500),
  'letters.list-loading': 'pending',
  'letters.sent-future': refused(400, 'The date cannot be in the future.'),
  'letters.sent-fail': bare(500),
  'letters.sent-received-order': refused(
    400,
    'The date it was received cannot be before the date it was sent.',
  ),
  'letters.receipt-fail': bare(500),
  'letters.receipt-order': refused(
    400,
    'The date it was received cannot be before the date it was sent.',
  ),
  'letters.answer-order': refused(
    400,
    'The date of the answer cannot be before the date the letter was sent.',
  ),
  'letters.notice-order': refused(
    400,
    'The date it was sent cannot be after the date you received it.',
  ),
  'letters.notice-fail': bare(500),
  'contacts.subscription-required': refused(
    402,
    'An active subscription is required for this feature.',
  ),
  'contacts.load-fail': bare(500),
  'contacts.loading': 'pending',
  'contacts.log-future': refused(400, 'A contact cannot be in the future.'),
  'contacts.log-zone': refused(400, 'Choose a time zone from the list.'),
  'contacts.log-fail': bare(500),
  'contacts.senders-fail': bare(500),
  'companion.list-fail': bare(500),
  'companion.free-used': refused(
    402,
    'You have used your free companion call. Use the call companion on every call with a subscription: start one in Manage my enrollment.',
  ),
  'companion.start-fail': bare(500),
  'companion.debt-settled': refused(
    400,
    'This debt is settled: there is nothing left to negotiate on a call.',
  ),
  'companion.save-fail': bare(500),
  'companion.save-future': refused(400, 'A contact cannot be in the future.'),
  'companion.saved-already': refused(
    409,
    'This call is already saved in the contact log and the offer log.',
  ),
  'network.down': refused(0, 'Could not reach the server.'),
};

describe('mock scenarios', () => {
  it('cover the error catalogue and the empty states with one name each', () => {
    expect(SCENARIO_NAMES.length).toBeGreaterThanOrEqual(50);
    for (const name of SCENARIO_NAMES) expect(name).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
  });

  it.each(SCENARIO_NAMES)(
    '%s gives its endpoint exactly the answer it names',
    async (name) => {
      const { endpoint, input } = requestFor(name);
      token = personaSession(endpoint.access === 'admin' ? 'admin' : 'subscriber').token;
      // An answer may take seconds on a busy machine (the first sign-up loads the common-password
      // list); a scenario that never answers is seen as one still pending after 300 ms.
      const normal = await outcome(endpoint, input, 10_000);
      expect(normal).not.toBe('pending');
      useScenario(name);
      const changed = await outcome(endpoint, input, EXPECTED[name] === 'pending' ? 300 : 10_000);
      expect(changed).toEqual(EXPECTED[name]);
      expect(changed).not.toEqual(normal);
    },
    25_000,
  );

  it('are read from ?scenario= and kept for the tab in sessionStorage', () => {
    expect(
      scenariosFromLocation('?scenario=emails.empty,bogus,login.invalid', sessionStorage),
    ).toEqual(['emails.empty', 'login.invalid']);
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('emails.empty,login.invalid');
    setTabScenarios([], sessionStorage);
    expect(activeScenarios()).toEqual([]);
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'tradelines.empty');
    expect(scenariosFromLocation('', sessionStorage)).toEqual(['tradelines.empty']);
    expect(scenariosFromLocation('?scenario=', sessionStorage)).toEqual([]);
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });
});
