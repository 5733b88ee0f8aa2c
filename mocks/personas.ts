/**
 * The demo personas of DESIGN.md section 9 as complete, deterministic seed data. Pure (zod
 * contracts and shared models only), so the mock backend and the demo seed (`npm run seed`, scripts/seed) load
 * the very same records. Dates are relative to `now`; ids are fixed 24-hex ObjectIds.
 */
import { NO_PROGRAM, signupWeeks } from '@/features/admin/model/analytics';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import { ownMessageId } from '@/features/email/records';
import { debitAuthorizationText } from '@/features/enrollment/model/authorization';
import { monthlyTotal, priceItems } from '@/features/enrollment/model/pricing';
import { completeProfile, defaultProfile } from '@/features/profile/model/totals';
import { planSchedule } from '@/features/timeline/model/schedule';
import { signedUpAt, userKeys } from '@/features/auth/records';
import { REFERENCE_CREDITORS } from '@/features/tradelines/model/creditors';
import { addDays, todayIn } from '@/shared/lib/dates';
import type {
  AgreementRecord,
  CreditorRecord,
  DebtDetailsRecord,
  EmailAccountRecord,
  EmailRecord,
  EventRecord,
  FinancialProfileRecord,
  InterestRecord,
  OfferRecord,
  PaymentMethodRecord,
  ProgramRecord,
  SignupDetailsRecord,
  SubscriptionRecord,
  SummaryRecord,
  TradelineRecord,
  UserRecord,
} from './records';
import type {
  ContactRecord,
  SentLetterRecord,
  ValidationNoticeRecord,
} from '@/features/letters/records';
import { demoPdf } from './demo-pdf';
import { standInHash } from './passwords';

/** Collection codes: the second byte of every seeded id, so ids never collide across tables. */
const COLLECTION = {
  user: 0x01,
  creditor: 0x02,
  tradeline: 0x03,
  tradelineUuid: 0x04,
  event: 0x05,
  subscription: 0x06,
  paymentMethod: 0x07,
  emailAccount: 0x08,
  email: 0x09,
  summary: 0x0a,
  interest: 0x0b,
  offer: 0x0c,
  letter: 0x0d,
  notice: 0x0e,
  contact: 0x0f,
  file: 0x10,
} as const;

/** A fixed ObjectId-shaped id: `5eed` + collection + zero padding + index. */
export function seedId(collection: keyof typeof COLLECTION, index: number): string {
  const head = `5eed${COLLECTION[collection].toString(16).padStart(2, '0')}`;
  return head + index.toString(16).padStart(24 - head.length, '0');
}

export type PersonaKey = 'subscriber' | 'newcomer' | 'admin' | 'unpaid';

export interface PersonaCredentials {
  key: PersonaKey;
  user_id: string;
  username: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
}

export const PERSONAS: Readonly<Record<PersonaKey, PersonaCredentials>> = {
  subscriber: {
    key: 'subscriber',
    user_id: seedId('user', 1),
    username: 'demo@example.com',
    email: 'demo@example.com',
    password: 'Demo-pass1!',
    role: 'user',
  },
  newcomer: {
    key: 'newcomer',
    user_id: seedId('user', 2),
    username: 'new@example.com',
    email: 'new@example.com',
    password: 'Demo-pass1!',
    role: 'user',
  },
  admin: {
    key: 'admin',
    user_id: seedId('user', 3),
    username: 'admin@example.com',
    email: 'admin@example.com',
    password: 'Admin-pass1!',
    role: 'admin',
  },
  // A program saved (negotiation level 2, email deflection) but no subscription: the paid
  // features are refused (402) and the screens explain why (issue 22).
  unpaid: {
    key: 'unpaid',
    user_id: seedId('user', 16),
    username: 'unpaid@example.com',
    email: 'unpaid@example.com',
    password: 'Demo-pass1!',
    role: 'user',
  },
};

/** The Stripe price ids the mock bills: each price item has its own (see `priceItems`). */
export const PRICE_IDS = {
  base: 'price_base_monthly',
  savings: 'price_savings_monthly',
  negotiation1: 'price_negotiation1_monthly',
  negotiation2: 'price_negotiation2_monthly',
} as const;

export interface SeedData {
  users: UserRecord[];
  signups: SignupDetailsRecord[];
  profiles: FinancialProfileRecord[];
  creditors: CreditorRecord[];
  tradelines: TradelineRecord[];
  events: EventRecord[];
  programs: ProgramRecord[];
  subscriptions: SubscriptionRecord[];
  paymentMethods: PaymentMethodRecord[];
  emailAccounts: EmailAccountRecord[];
  emails: EmailRecord[];
  summaries: SummaryRecord[];
  interests: InterestRecord[];
  debtDetails: DebtDetailsRecord[];
  settlementOffers: OfferRecord[];
  settlementAgreements: AgreementRecord[];
  sentLetters: SentLetterRecord[];
  validationNotices: ValidationNoticeRecord[];
  contacts: ContactRecord[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface CustomerSeed {
  name: string;
  /** How many weeks before this week (UTC, Monday first) the customer signed up. */
  weeksAgo: number;
  plan: UserRecord['selected_plan'];
  subscription: SubscriptionRecord['status'] | null;
  program: Pick<ProgramRecord, 'savings_support' | 'debt_negotiation'> | null;
}

/**
 * Sample customers who cannot sign in (no password), so the admin area has a spread of
 * sign-ups, plans and subscriptions to show. Each signs up at 00:00 UTC on the Monday of their
 * week (later in the week for weeks 2 and older), so every weekly count and the 7-day count
 * are the same whatever the weekday: this week's are within the last 7 days, older ones never.
 */
const CUSTOMERS: readonly CustomerSeed[] = [
  { name: 'avery.lee', weeksAgo: 0, plan: 'basic', subscription: 'active', program: NO_PROGRAM },
  { name: 'blake.morgan', weeksAgo: 0, plan: 'upgrade', subscription: null, program: null },
  {
    name: 'casey.nguyen',
    weeksAgo: 1,
    plan: 'works',
    subscription: 'active',
    program: { savings_support: true, debt_negotiation: 2 },
  },
  { name: 'devon.patel', weeksAgo: 2, plan: 'basic', subscription: null, program: null },
  { name: 'emery.brooks', weeksAgo: 2, plan: null, subscription: null, program: null },
  {
    name: 'finley.ortiz',
    weeksAgo: 3,
    plan: 'upgrade',
    subscription: 'active',
    program: { savings_support: false, debt_negotiation: 2 },
  },
  {
    name: 'harper.james',
    weeksAgo: 4,
    plan: 'works',
    subscription: 'canceled',
    program: { savings_support: true, debt_negotiation: 1 },
  },
  { name: 'jordan.kim', weeksAgo: 6, plan: 'basic', subscription: null, program: null },
  {
    name: 'kendall.shah',
    weeksAgo: 7,
    plan: 'upgrade',
    subscription: 'past_due',
    program: { savings_support: true, debt_negotiation: 0 },
  },
  // Subscribed without a stored program: billed the base price alone.
  { name: 'logan.reyes', weeksAgo: 7, plan: 'basic', subscription: 'active', program: null },
  { name: 'morgan.ellis', weeksAgo: 9, plan: 'works', subscription: null, program: null },
  { name: 'quinn.baker', weeksAgo: 11, plan: null, subscription: null, program: null },
];

/** The customers of `CUSTOMERS` with their ids; `customers` index 0 is user index 4. */
function buildCustomers(now: Date) {
  const weeks = signupWeeks(now);
  const users: UserRecord[] = [];
  const programs: ProgramRecord[] = [];
  const subscriptions: SubscriptionRecord[] = [];
  CUSTOMERS.forEach((customer, index) => {
    const id = seedId('user', index + 4);
    const monday = Date.parse(`${weeks[weeks.length - 1 - customer.weeksAgo]!}T00:00:00Z`);
    const offsetHours = customer.weeksAgo >= 2 ? (index * 29) % 150 : 0;
    const created_at = new Date(monday + offsetHours * HOUR_MS).toISOString();
    const email = `${customer.name}@example.net`;
    users.push({
      ...account({ user_id: id, username: email, email, password: null, role: 'user' }),
      ...signedUpAt(created_at),
      // The seeded accounts confirmed their address when they signed up (issue 29).
      email_verified_at: created_at,
      selected_plan: customer.plan,
      premium_features: [],
      phone_number: `+1 555-555-01${(index + 10).toString().padStart(2, '0')}`,
    });
    if (customer.program) {
      programs.push({ id, user_id: id, ...customer.program, email_opt_in: false });
    }
    if (customer.subscription) {
      const program = customer.program ?? NO_PROGRAM;
      subscriptions.push({
        id: `sub_5eed${(index + 4).toString(16).padStart(16, '0')}`,
        user_id: id,
        status: customer.subscription,
        current_period_end:
          customer.subscription === 'canceled'
            ? null
            : new Date(now.getTime() + (index + 3) * DAY_MS).toISOString(),
        cancel_at_period_end: false,
        price_ids: priceItems(program).map((key) => PRICE_IDS[key]),
        items: priceItems(program),
        monthly_amount: monthlyTotal(program),
        scheduled_change: null,
        // Sample customers have no bank account on record, so no debit authorization either.
        authorization: null,
        created_at,
      });
    }
  });
  return { users, programs, subscriptions };
}

export function buildPersonas(now: Date): SeedData {
  /** An instant `daysAgo` days and `hoursAgo` hours before now, never in the future. */
  const at = (daysAgo: number, hoursAgo = 0) =>
    new Date(now.getTime() - daysAgo * DAY_MS - hoursAgo * HOUR_MS).toISOString();
  const today = todayIn(now);
  const subscriber = PERSONAS.subscriber.user_id;
  const newcomer = PERSONAS.newcomer.user_id;

  const users: UserRecord[] = [
    {
      ...account(PERSONAS.subscriber),
      ...signedUpAt(at(75)),
      email_verified_at: at(75),
      selected_plan: 'upgrade',
      premium_features: ['monitoring', 'intercept'],
      phone_number: '+1 555-555-0142',
    },
    {
      ...account(PERSONAS.newcomer),
      ...signedUpAt(at(1)),
      email_verified_at: at(1),
      selected_plan: 'basic',
      premium_features: [],
      phone_number: null,
    },
    {
      ...account(PERSONAS.admin),
      ...signedUpAt(at(200)),
      email_verified_at: at(200),
      selected_plan: null,
      premium_features: [],
      phone_number: null,
    },
  ];

  const signups: SignupDetailsRecord[] = [
    {
      id: subscriber,
      user_account_id: subscriber,
      first_name: 'Dana',
      last_name: 'Rivera',
      dob: '1986-04-12',
      agreed: true,
      created_at: at(75),
    },
    {
      id: newcomer,
      user_account_id: newcomer,
      first_name: 'Noah',
      last_name: 'Kim',
      dob: '1994-09-30',
      agreed: true,
      created_at: at(1),
    },
  ];

  // Income 4,800 and expenses 3,900 a month leave 900 to save toward settlements.
  const profiles: FinancialProfileRecord[] = [
    completeProfile({
      ...defaultProfile(subscriber),
      income: 4800,
      home: 1650,
      home_insurance: 50,
      auto: 520,
      auto_insurance: 110,
      fuel: 140,
      food: 640,
      dining: 120,
      school: 0,
      personal: 260,
      medical: 180,
      utilities: 350,
      gas: 60,
      electric: 110,
      tv: 80,
      other: 300,
    }),
  ].map((profile) => ({ id: profile.user_id, ...profile }));

  // Reference data: the same list production loads with `npm run seed:reference`.
  const creditors: CreditorRecord[] = REFERENCE_CREDITORS.map(({ uuid, name }) => ({
    id: uuid,
    name,
  }));

  // Added 60, 20 and 2 days ago: the oldest is well under way, the middle one has one step
  // past due, the newest has not started.
  const tradelineSeeds = [
    { account_name: 'Discover', balance: 7600, minimum: 190, limit: 9000, daysAgo: 60 },
    { account_name: 'Chase', balance: 4200, minimum: 110, limit: 5000, daysAgo: 20 },
    { account_name: 'Capital One', balance: 1850, minimum: 45, limit: 2000, daysAgo: 2 },
  ];
  const tradelines: TradelineRecord[] = tradelineSeeds.map((seed, index) => ({
    id: seedId('tradeline', index + 1),
    uuid: seedId('tradelineUuid', index + 1),
    user_id: subscriber,
    account_name: seed.account_name,
    current_balance: seed.balance,
    minimum_payment: seed.minimum,
    credit_limit: seed.limit,
    start_date: addDays(today, -seed.daysAgo),
    created_at: at(seed.daysAgo),
  }));

  const plan = planSchedule(tradelines, profiles[0]!.net_income);
  let eventIndex = 0;
  const events: EventRecord[] = tradelines.flatMap((tradeline, tradelineIndex) => {
    const planned = plan.get(tradeline.uuid) ?? [];
    const due = planned.filter((event) => event.scheduled_date < today).length;
    // The first tradeline has finished every step that is due; the second leaves its last due
    // step open, which makes it the one past-due event.
    const done = tradelineIndex === 0 ? due : tradelineIndex === 1 ? Math.max(0, due - 1) : 0;
    return planned.map((event, position) => {
      eventIndex += 1;
      const completed = position < done;
      return {
        id: seedId('event', eventIndex),
        tradeline_uuid: tradeline.uuid,
        user_id: subscriber,
        slot: position,
        type: event.type,
        scheduled_date: event.scheduled_date,
        completed,
        completed_date: completed ? `${event.scheduled_date}T16:30:00.000Z` : null,
        assisted: completed && event.type === 'give_notice',
      };
    });
  });

  const programs: ProgramRecord[] = [
    {
      id: subscriber,
      user_id: subscriber,
      savings_support: true,
      debt_negotiation: 1,
      email_opt_in: true,
    },
  ];
  const program = programs[0]!;

  const subscriptions: SubscriptionRecord[] = [
    {
      id: 'sub_5eed0000000000000001',
      user_id: subscriber,
      status: 'active',
      current_period_end: new Date(now.getTime() + 18 * DAY_MS).toISOString(),
      cancel_at_period_end: false,
      price_ids: priceItems(program).map((key) => PRICE_IDS[key]),
      items: priceItems(program),
      monthly_amount: monthlyTotal(program),
      scheduled_change: null,
      authorization: {
        text: debitAuthorizationText({
          program,
          bank: { bank_name: 'Chase Bank', last_four: '6789' },
        }),
        agreed_at: at(42),
      },
      created_at: at(42),
    },
  ];

  const paymentMethods: PaymentMethodRecord[] = [
    {
      id: 'pm_5eed0000000000000001',
      user_id: subscriber,
      bank_name: 'Chase Bank',
      last_four: '6789',
      is_default: true,
      created_at: at(43),
    },
    {
      id: 'pm_5eed0000000000000002',
      user_id: subscriber,
      bank_name: 'Bank of America',
      last_four: '4321',
      is_default: false,
      created_at: at(30),
    },
  ];

  const emailAccounts: EmailAccountRecord[] = [
    {
      id: seedId('emailAccount', 1),
      user_id: subscriber,
      email_address: 'dana.rivera.relief@inbox.selfsettle.example',
      username: 'dana.rivera.relief',
      active: true,
    },
  ];

  const emailSeeds: Omit<EmailRecord, 'id' | 'user_id' | 'message_id'>[] = [
    {
      date_sent: at(0, 9),
      sender_email: 'offers@discover.example',
      subject: 'A settlement offer for your Discover account',
      content:
        'We can accept a lump sum of $3,420 to settle your account ending 4417 in full. This offer expires on Dec 15, 2026.',
    },
    {
      date_sent: at(1, 13),
      sender_email: 'collections@chase.example',
      subject: 'Your payment is past due',
      content:
        'Your Chase card payment of $110 is past due. Please pay by Dec 5 to avoid a late fee.',
    },
    {
      date_sent: at(1, 8),
      sender_email: 'statements@capitalone.example',
      subject: '',
      content: 'Your statement is ready. Your balance is $1,850 and your minimum payment is $45.',
    },
    {
      date_sent: at(2, 17),
      sender_email: '',
      subject: 'Important information about your account',
      content: 'Please call us about your account status at your earliest convenience.',
    },
    {
      date_sent: at(3, 11),
      sender_email: 'offers@discover.example',
      subject: 'Reduced payment plan available',
      content: 'You may qualify for a reduced payment plan with a lower interest rate.',
    },
    {
      date_sent: at(4, 10),
      sender_email: 'alerts@chase.example',
      subject: 'Payment received',
      content: 'We received your payment of $110. Thank you.',
    },
    {
      date_sent: at(5, 16),
      sender_email: 'statements@capitalone.example',
      subject: 'Credit limit review',
      content: 'Your credit limit of $2,000 was reviewed and remains unchanged.',
    },
    {
      date_sent: at(6, 9),
      sender_email: 'recovery@midland-credit.example',
      subject: 'Final notice before collections',
      content: 'This is a final notice regarding your past due balance. Respond by Dec 20.',
    },
    {
      date_sent: at(9, 12),
      sender_email: 'collections@chase.example',
      subject: 'We want to help',
      content: 'Call us to discuss a hardship plan for your Chase account.',
    },
    {
      date_sent: at(12, 14),
      sender_email: 'offers@discover.example',
      subject: 'Save on your balance',
      content: 'Settle your Discover balance for 55% of what you owe. Offer ends Nov 30.',
    },
  ];
  const emails: EmailRecord[] = emailSeeds.map((email, index) => ({
    id: seedId('email', index + 1),
    user_id: subscriber,
    ...email,
    message_id: ownMessageId(seedId('email', index + 1)),
  }));

  // Newest first: a current one wrapped in a code fence, then two older than seven days.
  const summaryOf = (from: number, to: number) => summarizeEmails(emailSeeds.slice(from, to));
  const summaries: SummaryRecord[] = [
    {
      id: seedId('summary', 1),
      user_id: subscriber,
      date_generated: at(1, 6),
      emails_summarized: 7,
      summary_content: `\`\`\`json\n${JSON.stringify(summaryOf(1, 8), null, 2)}\n\`\`\``,
    },
    {
      id: seedId('summary', 2),
      user_id: subscriber,
      date_generated: at(8, 6),
      emails_summarized: 2,
      summary_content: JSON.stringify(summaryOf(8, 10)),
    },
    {
      id: seedId('summary', 3),
      user_id: subscriber,
      date_generated: at(15, 6),
      emails_summarized: 0,
      summary_content: JSON.stringify(summaryOf(10, 10)),
    },
  ];

  const interests: InterestRecord[] = [
    {
      id: seedId('interest', 1),
      email: 'curious@example.com',
      plan: JSON.stringify({
        basePlan: 'works',
        premiumFeatures: ['monitoring', 'intercept', 'practice', 'assistance'],
        timestamp: at(3),
      }),
      created_at: at(3),
    },
  ];

  const customers = buildCustomers(now);
  const unpaid = buildUnpaid(now);

  return {
    users: [...users, ...customers.users, ...unpaid.users],
    signups: [...signups, ...unpaid.signups],
    profiles: [...profiles, ...unpaid.profiles],
    creditors,
    tradelines: [...tradelines, ...unpaid.tradelines],
    events: [...events, ...unpaid.events],
    programs: [...programs, ...customers.programs, ...unpaid.programs],
    subscriptions: [...subscriptions, ...customers.subscriptions],
    paymentMethods,
    emailAccounts: [...emailAccounts, ...unpaid.emailAccounts],
    emails: [...emails, ...unpaid.emails],
    summaries,
    interests,
    ...mergeSettlements(buildSettlement(tradelines[2]!, now), buildSettled(tradelines[0]!, now)),
    ...buildLetters(tradelines[2]!, now),
  };
}

/**
 * The subscriber's Capital One debt, held by a collection agency, in the letters (issue 28): a
 * validation notice received 12 days ago, a 'dispute it and prove it' letter sent 8 days ago
 * (in the window, so collection pauses and a payment asks first), and a contact log with eight
 * call attempts in the last seven days (the eighth flagged under 12 CFR 1006.14(b)(2)(i)) and a
 * text at 9:30 p.m. (flagged under 1006.6(b)(1)(i)), in Chicago's time.
 */
function buildLetters(debt: TradelineRecord, now: Date) {
  const today = todayIn(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const zone = 'America/Chicago';
  const contact = (
    index: number,
    daysAgo: number,
    time: string,
    method: ContactRecord['method'],
    note: string,
  ): ContactRecord => ({
    id: seedId('contact', index),
    user_id: debt.user_id,
    tradeline_id: debt.id,
    occurred_at: `${addDays(today, -daysAgo)}T${time}`,
    time_zone: zone,
    method,
    note,
    allowed_notice: false,
    created_at: at(daysAgo),
  });
  return {
    validationNotices: [
      {
        id: seedId('notice', 1),
        user_id: debt.user_id,
        tradeline_id: debt.id,
        received_date: addDays(today, -12),
        sent_date: null,
        created_at: at(12),
      },
    ] satisfies ValidationNoticeRecord[],
    sentLetters: [
      {
        id: seedId('letter', 1),
        user_id: debt.user_id,
        tradeline_id: debt.id,
        kind: 'dispute',
        sent_date: addDays(today, -8),
        method: 'certified_mail',
        dispute: true,
        created_at: at(8),
      },
    ] satisfies SentLetterRecord[],
    contacts: [
      contact(1, 6, '09:15', 'voicemail', 'Midland left a voicemail asking me to call back.'),
      contact(2, 6, '15:40', 'voicemail', ''),
      contact(3, 5, '10:05', 'voicemail', ''),
      contact(4, 4, '11:20', 'voicemail', ''),
      contact(5, 4, '17:45', 'voicemail', ''),
      contact(6, 3, '12:30', 'voicemail', ''),
      contact(7, 2, '09:50', 'voicemail', ''),
      contact(8, 1, '10:10', 'voicemail', 'Eighth call this week.'),
      contact(9, 1, '21:30', 'text', 'A text asking for a payment today.'),
    ],
  };
}

/** Seeded offers on `debt`: one sum each, dated `daysAgo` before `now`. */
function offerMaker(debt: TradelineRecord, now: Date) {
  const today = todayIn(now);
  return (
    index: number,
    by: OfferRecord['by'],
    daysAgo: number,
    amount: number,
    channel: OfferRecord['channel'],
    note: string | null,
  ): OfferRecord => ({
    id: seedId('offer', index),
    user_id: debt.user_id,
    tradeline_id: debt.id,
    by,
    date: addDays(today, -daysAgo),
    amount,
    payments: 1,
    channel,
    note,
    created_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
  });
}

type Settlement = ReturnType<typeof buildSettlement>;

function mergeSettlements(...parts: Settlement[]): Settlement {
  return {
    debtDetails: parts.flatMap((part) => part.debtDetails),
    settlementOffers: parts.flatMap((part) => part.settlementOffers),
    settlementAgreements: parts.flatMap((part) => part.settlementAgreements),
  };
}

/** The settled Discover debt's written agreement, attached as a PDF (issue 27). */
const SETTLED_LETTER_NAME = 'discover-settlement-agreement.pdf';

function settledLetterBytes(debt: TradelineRecord): Uint8Array {
  return demoPdf([
    'Discover Bank',
    `Settlement agreement: your ${debt.account_name} credit card account`,
    '',
    'Discover agrees to accept $3,420.00 as settlement in full of the balance of $7,600.00.',
    'On receipt of this payment the account will be reported as Settled in Full, and the',
    'remaining balance will not be sold, assigned or further collected.',
    '',
    'Demo document of SelfSettle: not a real agreement.',
  ]);
}

/** The files the personas keep: the settled debt's agreement letter (the file port's). */
export function buildPersonaFiles(now: Date = new Date()) {
  const debt = buildPersonas(now).tradelines[0]!;
  const bytes = settledLetterBytes(debt);
  const letter = buildSettled(debt, now).settlementAgreements[0]!.letter!;
  return [
    {
      info: {
        id: letter.file_id,
        user_id: debt.user_id,
        file_name: letter.file_name,
        content_type: letter.content_type,
        size: bytes.length,
        uploaded_at: letter.uploaded_at,
      },
      bytes,
    },
  ];
}

/**
 * The subscriber's Discover debt, settled (issue 27): three offers, the written agreement for
 * $3,420 (45% of $7,600) with its checklist complete and its letter attached (a PDF), paid in one
 * sum 30 days ago, and the insolvency worksheet filled (liabilities $24,000, assets $21,000, the
 * 22% bracket), so the demo shows a settled debt with what it saved and its 1099-C estimate.
 */
function buildSettled(debt: TradelineRecord, now: Date): Settlement {
  const today = todayIn(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const offer = offerMaker(debt, now);
  const paidOn = addDays(today, -30);
  return {
    debtDetails: [],
    settlementOffers: [
      offer(11, 'me', 45, 2280, 'call', 'Opened at 30% of the balance.'),
      offer(12, 'creditor', 42, 4560, 'letter', 'They answered with 60%.'),
      offer(13, 'me', 38, 3420, 'call', 'Accepted at 45%; they sent the agreement.'),
    ],
    settlementAgreements: [
      {
        id: debt.id,
        user_id: debt.user_id,
        amount: 3420,
        balance_at_settlement: debt.current_balance,
        schedule: [{ date: paidOn, amount: 3420 }],
        reporting: 'settled_in_full',
        checklist: {
          in_writing: true,
          names_parties: true,
          settles_in_full: true,
          reporting_stated: true,
          no_resale: true,
        },
        tax: { liabilities: 24000, assets: 21000, marginal_rate: 22 },
        payments: [{ id: seedId('offer', 14), date: paidOn, amount: 3420, created_at: at(30) }],
        letter: {
          file_id: seedId('file', 1),
          file_name: SETTLED_LETTER_NAME,
          content_type: 'application/pdf',
          size: settledLetterBytes(debt).length,
          uploaded_at: at(36),
        },
        created_at: at(37),
        saved_at: at(30),
      },
    ],
  };
}

/**
 * The subscriber's Capital One debt in the settlement workspace (issue 27), so demos show it filled:
 * who holds it, three offers (ours at 30%, the creditor's answer, ours at 45%) and the written
 * agreement for $832.50 (45% of $1,850) with its checklist complete, not yet paid. Discover is
 * settled (`buildSettled`); Chase stays empty (the contract tests start the workspace there, and
 * the letters' stories).
 */
function buildSettlement(
  debt: TradelineRecord,
  now: Date,
): {
  debtDetails: DebtDetailsRecord[];
  settlementOffers: OfferRecord[];
  settlementAgreements: AgreementRecord[];
} {
  const today = todayIn(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const offer = offerMaker(debt, now);
  return {
    debtDetails: [
      {
        id: debt.id,
        user_id: debt.user_id,
        holder_kind: 'collection_agency',
        collector_name: 'Midland Credit Management',
        account_last_four: '4821',
        last_payment_date: addDays(today, -150),
        walk_away: 925,
        created_at: at(12),
        saved_at: at(12),
      },
    ] satisfies DebtDetailsRecord[],
    settlementOffers: [
      offer(1, 'me', 10, 555, 'call', 'Opened at 30% of the balance.'),
      offer(2, 'creditor', 8, 1295, 'letter', 'They asked for 70%.'),
      offer(3, 'me', 5, 832.5, 'call', 'Accepted on the call; letter promised.'),
    ],
    settlementAgreements: [
      {
        id: debt.id,
        user_id: debt.user_id,
        amount: 832.5,
        balance_at_settlement: debt.current_balance,
        schedule: [{ date: addDays(today, 10), amount: 832.5 }],
        reporting: 'settled_in_full',
        checklist: {
          in_writing: true,
          names_parties: true,
          settles_in_full: true,
          reporting_stated: true,
          no_resale: true,
        },
        tax: null,
        payments: [],
        letter: null,
        created_at: at(4),
        saved_at: at(4),
      },
    ] satisfies AgreementRecord[],
  };
}

/**
 * The unpaid persona: a debt, its schedule and an inbox with two emails, a program with
 * negotiation level 2 and email deflection saved, no bank account and no subscription.
 */
function buildUnpaid(now: Date) {
  const at = (daysAgo: number, hoursAgo = 0) =>
    new Date(now.getTime() - daysAgo * DAY_MS - hoursAgo * HOUR_MS).toISOString();
  const today = todayIn(now);
  const id = PERSONAS.unpaid.user_id;
  const users: UserRecord[] = [
    {
      ...account(PERSONAS.unpaid),
      ...signedUpAt(at(12)),
      email_verified_at: at(12),
      selected_plan: 'works',
      premium_features: ['monitoring', 'intercept', 'practice', 'assistance'],
      phone_number: '+1 555-555-0177',
    },
  ];
  const signups: SignupDetailsRecord[] = [
    {
      id,
      user_account_id: id,
      first_name: 'Riley',
      last_name: 'Chen',
      dob: '1990-02-17',
      agreed: true,
      created_at: at(12),
    },
  ];
  const profiles: FinancialProfileRecord[] = [
    completeProfile({
      ...defaultProfile(id),
      income: 3900,
      home: 1400,
      auto: 380,
      food: 520,
      utilities: 240,
      other: 560,
    }),
  ].map((profile) => ({ id: profile.user_id, ...profile }));
  const tradelines: TradelineRecord[] = [
    {
      id: seedId('tradeline', 4),
      uuid: seedId('tradelineUuid', 4),
      user_id: id,
      account_name: 'Citi',
      current_balance: 5200,
      minimum_payment: 130,
      credit_limit: 6000,
      start_date: addDays(today, -10),
      created_at: at(10),
    },
  ];
  const planned = planSchedule(tradelines, profiles[0]!.net_income).get(tradelines[0]!.uuid) ?? [];
  const events: EventRecord[] = planned.map((event, position) => ({
    id: seedId('event', 0x100 + position),
    tradeline_uuid: tradelines[0]!.uuid,
    user_id: id,
    slot: position,
    type: event.type,
    scheduled_date: event.scheduled_date,
    completed: false,
    completed_date: null,
    assisted: false,
  }));
  const programs: ProgramRecord[] = [
    { id, user_id: id, savings_support: false, debt_negotiation: 2, email_opt_in: true },
  ];
  const emailAccounts: EmailAccountRecord[] = [
    {
      id: seedId('emailAccount', 2),
      user_id: id,
      email_address: 'riley.chen.relief@inbox.selfsettle.example',
      username: 'riley.chen.relief',
      active: true,
    },
  ];
  const emails: EmailRecord[] = [
    {
      id: seedId('email', 0x100),
      user_id: id,
      date_sent: at(1, 4),
      sender_email: 'collections@citi.example',
      subject: 'Your Citi account is past due',
      content: 'Your minimum payment of $130 is past due. Please call us to discuss your options.',
      message_id: ownMessageId(seedId('email', 0x100)),
    },
    {
      id: seedId('email', 0x101),
      user_id: id,
      date_sent: at(4, 2),
      sender_email: 'offers@citi.example',
      subject: 'A payment plan for your Citi card',
      content: 'You may qualify for a hardship payment plan. Reply within 30 days.',
      message_id: ownMessageId(seedId('email', 0x101)),
    },
  ];
  return { users, signups, profiles, tradelines, events, programs, emailAccounts, emails };
}

/** The sign-in fields of a user record; the password is stored as the mock's stand-in hash. */
function account(
  persona: Pick<PersonaCredentials, 'user_id' | 'username' | 'email' | 'role'> & {
    password: string | null;
  },
) {
  return {
    id: persona.user_id,
    username: persona.username,
    email: persona.email,
    ...userKeys(persona.username, persona.email),
    password_hash: persona.password === null ? null : standInHash(persona.password),
    role: persona.role,
    google_sub: null,
    stripe_customer_id: null,
  };
}
