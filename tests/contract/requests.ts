/**
 * A valid request for every endpoint, made as or for the subscriber persona, built on the seed
 * (the same fixed ids on every backend). The contract suite's cross-cutting checks (auth,
 * ownership) and the scenario test send these.
 */
import { buildPersonas, PERSONAS } from '../../mocks/personas';
import type { CatalogueEntry } from '../../scripts/catalogue';
import type { SaveAgreementBody } from '../../src/features/settlement/contract';
import { COMPLETE_CHECKLIST } from '../../src/features/settlement/model/agreement';

export interface RequestContext {
  googleIdToken: (identity: { sub: string; email?: string }) => string;
  basePriceId: string;
}

export const SEED = buildPersonas(new Date());
const subscriber = PERSONAS.subscriber.user_id;
const newcomer = PERSONAS.newcomer.user_id;

export const SUBSCRIBER_TRADELINE = SEED.tradelines[0]!;
/** The subscriber's debt whose settlement workspace is empty in the seed (Chase). */
export const WORKSPACE_TRADELINE = SEED.tradelines.find(
  (tradeline) => tradeline.user_id === subscriber && tradeline.account_name === 'Chase',
)!;
/** The subscriber's settled debt, its agreement's letter attached (Discover). */
export const SETTLED_TRADELINE = SUBSCRIBER_TRADELINE;
export const SUBSCRIBER_EVENT = SEED.events.find((event) => !event.completed)!;
export const SUBSCRIBER_PAYMENT_METHOD = SEED.paymentMethods[1]!;
export const SUBSCRIBER_SUBSCRIPTION = SEED.subscriptions[0]!;
/** No practice session is seeded: reads and moves name an id that does not exist. */
const UNKNOWN_PRACTICE = 'fffffffffffffffffffffffe';
const UNKNOWN_COMPANION_CALL = 'fffffffffffffffffffffffc';
/** No call is seeded: queue requests name an id that does not exist (the matrix needs none). */
const UNKNOWN_CALL = 'ffffffffffffffffffffffff';

/** A small PDF letter (its content starts `%PDF-`), as the workspace sends it. */
export const SAMPLE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const SAMPLE_LETTER = {
  file_name: 'settlement-agreement.pdf',
  content: Buffer.from(SAMPLE_PDF).toString('base64'),
};

/** A complete written agreement on the subscriber's Chase debt, paid in one sum. */
export const SAMPLE_AGREEMENT = {
  amount: 1000,
  balance_at_settlement: WORKSPACE_TRADELINE.current_balance,
  schedule: [{ date: '2026-01-10', amount: 1000 }],
  reporting: 'settled_in_full',
  checklist: COMPLETE_CHECKLIST,
  tax: null,
} satisfies SaveAgreementBody;

/** A financial profile's body for `user_id`: $4,000 income, $2,300 of expenses. */
export const profileBodyFor = (user_id: string) => ({
  user_id,
  income: 4000,
  home: 1200,
  auto: 300,
  food: 400,
  school: 0,
  personal: 100,
  medical: 50,
  utilities: 200,
  other: 50,
  expenses: 2300,
  expenses_calculated: 2300,
  net_income: 1700,
  credit_score: 650,
});

const profileBody = profileBodyFor(subscriber);

/** The request of one catalogue entry, keyed `feature.name`. */
export function sampleRequest(entry: CatalogueEntry, context: RequestContext): object {
  const user = { params: { user_id: subscriber } };
  const samples: Record<string, object> = {
    'auth.login': { body: { username: 'demo@example.com', password: 'Demo-pass1!' } },
    'auth.register': { body: { email: 'sample.new@example.com', password: 'Sample-pass1!' } },
    'auth.checkEmail': { query: { email: 'demo@example.com' } },
    'auth.checkAvailability': { query: { email: 'demo@example.com' } },
    'auth.googleAuth': {
      body: {
        id_token: context.googleIdToken({ sub: 'sample', email: 'sample.google@example.com' }),
      },
    },
    'auth.submitSignupDetails': {
      query: { user_account_id: subscriber },
      body: { first_name: 'Dana', last_name: 'Rivera', dob: '1986-04-12', agreed: true },
    },
    'auth.logout': {},
    'account.forgotPassword': { body: { email: 'demo@example.com' } },
    'account.resetPassword': { body: { token: 'ab'.repeat(32), password: 'Sample-pass1!' } },
    'account.getSettings': {},
    'account.updatePreferences': {
      body: { step_reminders: true, past_due_alerts: true, weekly_digest: false },
    },
    'account.changePassword': {
      body: { current_password: 'Demo-pass1!', new_password: 'Sample-pass2!' },
    },
    'account.listSessions': {},
    'account.endSession': { params: { session_id: 'ab'.repeat(16) } },
    'account.endOtherSessions': {},
    'account.confirmEmail': { body: { token: 'ab'.repeat(32) } },
    'account.resendVerification': {},
    // A made-up link: the sample answers 400 and changes nobody's preferences.
    'account.unsubscribe': { params: { token: 'cd'.repeat(32) } },
    'account.exportData': {},
    // A wrong password: the sample never deletes the persona the other tests use.
    'account.deleteAccount': { body: { password: 'Not-the-pass1!' } },
    'plan-builder.submitInterest': {
      body: {
        email: 'sample.interest@example.com',
        plan: JSON.stringify({
          basePlan: 'basic',
          premiumFeatures: [],
          timestamp: '2026-11-22T12:00:00.000Z',
        }),
      },
    },
    'profile.getFinancialProfile': user,
    'profile.createFinancialProfile': { body: profileBody },
    'profile.updateFinancialProfile': { ...user, body: { income: 5000 } },
    'profile.getAccount': user,
    'profile.updateAccount': { ...user, body: { phone_number: '+1 555-555-0199' } },
    'profile.getProfileIdentity': user,
    'profile.updateProfileIdentity': { ...user, body: { state: 'TX' } },
    'tradelines.listCreditors': {},
    'tradelines.listTradelines': user,
    'tradelines.createTradeline': {
      body: {
        user_id: subscriber,
        account_name: 'Citibank',
        current_balance: 2500,
        minimum_payment: 60,
        credit_limit: 3000,
      },
    },
    'tradelines.updateTradeline': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { current_balance: 7000, minimum_payment: 180, credit_limit: 9000 },
    },
    'tradelines.deleteTradeline': { params: { id: SUBSCRIBER_TRADELINE.id } },
    'timeline.listEvents': user,
    'timeline.completeEvent': { params: { id: SUBSCRIBER_EVENT.id }, body: { completed: true } },
    'timeline.generateEvents': user,
    'calls.startCall': { body: { user_id: subscriber, tradeline_name: 'Chase' } },
    'calls.listCalls': user,
    'enrollment.getProgram': user,
    'enrollment.updateProgram': {
      ...user,
      body: { savings_support: false, debt_negotiation: 2, email_opt_in: true },
    },
    'enrollment.billingStatus': {},
    'enrollment.listPaymentMethods': {},
    'enrollment.listSubscriptions': {},
    'enrollment.createSubscription': {
      body: { price_id: context.basePriceId, authorization_text: 'I authorize the debit.' },
    },
    'enrollment.cancelSubscription': { body: { subscription_id: SUBSCRIBER_SUBSCRIPTION.id } },
    'enrollment.createSetupIntent': {},
    'enrollment.attachPaymentMethod': { body: { setup_intent_id: 'seti_sample_unknown' } },
    'enrollment.setDefaultPaymentMethod': {
      body: { payment_method_id: SUBSCRIBER_PAYMENT_METHOD.id },
    },
    'enrollment.deletePaymentMethod': { params: { id: SUBSCRIBER_PAYMENT_METHOD.id } },
    'enrollment.listConnectedAccounts': {},
    'enrollment.exchangePublicToken': { body: { public_token: 'public-sandbox-sample' } },
    'email.listEmailAccounts': user,
    'email.listRecentEmails': user,
    'email.latestSummary': user,
    'email.listSummaries': { ...user, query: { limit: 10 } },
    'email.summarize': user,
    'practice.listPractice': user,
    'practice.startPractice': {
      ...user,
      body: {
        // An open debt: the settled one is refused (practice.debt-settled).
        tradeline_id: WORKSPACE_TRADELINE.id,
        holder: 'collection_agency',
        difficulty: 'medium',
        goal: 1000,
        walk_away: 1500,
      },
    },
    'practice.getPractice': { params: { id: UNKNOWN_PRACTICE } },
    'practice.playPractice': {
      params: { id: UNKNOWN_PRACTICE },
      body: { kind: 'offer', amount: 500 },
    },
    'letters.listLetters': user,
    'letters.markLetterSent': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { kind: 'dispute', sent_date: '2026-01-05', method: 'certified_mail' },
    },
    // The seeded dispute letter on the subscriber's Capital One debt: its receipt on the day sent.
    'letters.updateSentLetter': {
      params: { id: SEED.sentLetters[0]!.tradeline_id, letter_id: SEED.sentLetters[0]!.id },
      body: { received_date: SEED.sentLetters[0]!.sent_date },
    },
    'letters.logValidationNotice': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { received_date: '2026-01-02', sent_date: null },
    },
    'letters.getContactLog': { params: { id: SUBSCRIBER_TRADELINE.id } },
    'letters.logContact': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: {
        occurred_at: '2026-01-05T10:00',
        time_zone: 'America/Chicago',
        method: 'voicemail',
        note: 'Left a voicemail asking for a call back.',
        allowed_notice: false,
      },
    },
    'letters.linkSenders': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { senders: ['collections@example.com'] },
    },
    'companion.listCompanionCalls': user,
    'companion.startCompanionCall': { ...user, body: { tradeline_id: WORKSPACE_TRADELINE.id } },
    'companion.saveCompanionCall': {
      params: { id: UNKNOWN_COMPANION_CALL },
      body: {
        occurred_at: '2026-01-05T10:00',
        time_zone: 'America/Chicago',
        outcome: 'no_deal',
        note: '',
        offers: [{ by: 'creditor', amount: 2000 }],
      },
    },
    'settlement.getDebtDetails': { params: { id: SUBSCRIBER_TRADELINE.id } },
    'settlement.updateDebtDetails': {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { holder_kind: 'collection_agency', collector_name: 'Midland Credit' },
    },
    'settlement.getSettlement': { params: { id: WORKSPACE_TRADELINE.id } },
    'settlement.logOffer': {
      params: { id: WORKSPACE_TRADELINE.id },
      body: { by: 'me', date: '2026-01-05', amount: 900, payments: 1, channel: 'call' },
    },
    'settlement.saveAgreement': {
      params: { id: WORKSPACE_TRADELINE.id },
      body: SAMPLE_AGREEMENT,
    },
    'settlement.recordPayment': {
      params: { id: WORKSPACE_TRADELINE.id },
      body: { date: '2026-01-10', amount: 100 },
    },
    'settlement.saveTaxWorksheet': {
      params: { id: SETTLED_TRADELINE.id },
      body: { liabilities: 24000, assets: 21000, marginal_rate: 22 },
    },
    'settlement.attachDocument': {
      params: { id: SETTLED_TRADELINE.id },
      body: SAMPLE_LETTER,
    },
    'settlement.getDocument': { params: { id: SETTLED_TRADELINE.id } },
    'admin.listUsers': { query: { page: 1, page_size: 20 } },
    'admin.updateUser': { params: { id: newcomer }, body: { role: 'user' } },
    'admin.analytics': {},
    'calls.listQueue': { query: { queue: 'open', page: 1, page_size: 20 } },
    'calls.claimCall': { params: { id: UNKNOWN_CALL } },
    'calls.resolveCall': {
      params: { id: UNKNOWN_CALL },
      body: { status: 'placed', note: 'Spoke with the creditor; a settlement letter follows.' },
    },
  };
  const sample = samples[`${entry.feature}.${entry.name}`];
  if (!sample) throw new Error(`No sample request for ${entry.feature}.${entry.name}`);
  return sample;
}
