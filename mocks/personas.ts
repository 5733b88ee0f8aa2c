/**
 * The demo personas of DESIGN.md section 9 as complete, deterministic seed data. Pure (zod
 * contracts and shared models only), so the mock backend and the demo seed (`npm run seed`, scripts/seed) load
 * the very same records. Dates are relative to `now`; ids are fixed 24-hex ObjectIds.
 */
import { NO_PROGRAM, signupWeeks } from '@/features/admin/model/analytics';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import { ownMessageId, type EmailRecord } from '@/features/email/records';
import { debitAuthorizationText } from '@/features/enrollment/model/authorization';
import { monthlyTotal, priceItems } from '@/features/enrollment/model/pricing';
import type { ProgramRecord, SubscriptionRecord } from '@/features/enrollment/records';
import type { ContactRecord } from '@/features/letters/records';
import type { FinancialProfile } from '@/features/profile/contract';
import type { FinancialProfileRecord } from '@/features/profile/records';
import { completeProfile, defaultProfile } from '@/features/profile/model/totals';
import type { AgreementRecord, OfferRecord } from '@/features/settlement/records';
import { planSchedule, type PlannedEvent } from '@/features/timeline/model/schedule';
import type { EventRecord } from '@/features/timeline/records';
import { signedUpAt, userKeys, type UserRecord } from '@/features/auth/records';
import { REFERENCE_CREDITORS } from '@/features/tradelines/model/creditors';
import type { TradelineRecord } from '@/features/tradelines/records';
import type { RecordOf } from '@/backend/collections';
import { addDays, DAY_MS, HOUR_MS, todayIn } from '@/shared/lib/dates';
import { demoPdf } from './demo-pdf';
import { standInHash } from './passwords';
import { COMPLETE_CHECKLIST } from '@/features/settlement/model/agreement';

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

/** A persona who signs in with `email` (also the username), user id `n`. */
const persona = (key: PersonaKey, n: number, email: string, password = 'Demo-pass1!') => ({
  key,
  user_id: seedId('user', n),
  username: email,
  email,
  password,
  role: key === 'admin' ? ('admin' as const) : ('user' as const),
});

export const PERSONAS: Readonly<Record<PersonaKey, PersonaCredentials>> = {
  subscriber: persona('subscriber', 1, 'demo@example.com'),
  newcomer: persona('newcomer', 2, 'new@example.com'),
  admin: persona('admin', 3, 'admin@example.com', 'Admin-pass1!'),
  // A program saved (negotiation level 2, email deflection) but no subscription: the paid
  // features are refused (402) and the screens explain why (issue 22).
  unpaid: persona('unpaid', 16, 'unpaid@example.com'),
};

/** The Stripe price ids the mock bills: each price item has its own (see `priceItems`). */
export const PRICE_IDS = {
  base: 'price_base_monthly',
  savings: 'price_savings_monthly',
  negotiation1: 'price_negotiation1_monthly',
  negotiation2: 'price_negotiation2_monthly',
} as const;

/** The collections the personas fill, in the order the seed lists them. */
const SEEDED = [
  'users',
  'signups',
  'profiles',
  'creditors',
  'tradelines',
  'events',
  'programs',
  'subscriptions',
  'paymentMethods',
  'emailAccounts',
  'emails',
  'summaries',
  'interests',
  'debtDetails',
  'settlementOffers',
  'settlementAgreements',
  'validationNotices',
  'sentLetters',
  'contacts',
] as const;

/** The personas' records, collection by collection. */
export type SeedData = { [K in (typeof SEEDED)[number]]: RecordOf<K>[] };

/** Seed dates relative to `now`: an instant some days and hours ago, and a day some days ago. */
function clock(now: Date) {
  const today = todayIn(now);
  return {
    today,
    at: (daysAgo: number, hoursAgo = 0) =>
      new Date(now.getTime() - daysAgo * DAY_MS - hoursAgo * HOUR_MS).toISOString(),
    day: (daysAgo: number) => addDays(today, -daysAgo),
    ahead: (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString(),
  };
}
type Clock = ReturnType<typeof clock>;

/** A debt: name, balance, minimum payment, credit limit, days since added, due steps left open. */
type DebtSeed = [string, number, number, number, number, number?];

/** What a persona holds, as data; `personRecords` makes the records. */
interface PersonSeed {
  who: PersonaCredentials;
  signedUpDaysAgo: number;
  plan: UserRecord['selected_plan'];
  premium?: UserRecord['premium_features'];
  phone?: string;
  /** First name, last name, date of birth (the sign-up details). */
  name?: [string, string, string];
  profile?: Partial<FinancialProfile>;
  /** The profile's state and mailing address (the letters' sender; the name is sign-up's). */
  identity?: Pick<
    FinancialProfileRecord,
    'state' | 'address_line1' | 'address_line2' | 'city' | 'postal_code'
  >;
  debts?: DebtSeed[];
  /** Savings support, negotiation level, email deflection. */
  program?: [boolean, ProgramRecord['debt_negotiation'], boolean];
  /** The deflection inbox's name. */
  inbox?: string;
  /** One email a line: `days hours | sender | subject | content` (hours ago on top of days). */
  emails?: string;
  /** The first index of each collection's ids. */
  ids?: { tradeline: number; event: number; emailAccount: number; email: number };
}

/** The sign-in fields and profile of a user record; the password is the mock's stand-in hash. */
function userRecord(
  who: Pick<PersonaCredentials, 'user_id' | 'username' | 'email' | 'role'> & {
    password: string | null;
  },
  created_at: string,
  selected_plan: UserRecord['selected_plan'],
  premium_features: UserRecord['premium_features'],
  phone_number: string | null,
): UserRecord {
  return {
    id: who.user_id,
    username: who.username,
    email: who.email,
    ...userKeys(who.username, who.email),
    password_hash: who.password === null ? null : standInHash(who.password),
    role: who.role,
    google_sub: null,
    stripe_customer_id: null,
    ...signedUpAt(created_at),
    // The seeded accounts confirmed their address when they signed up (issue 29).
    email_verified_at: created_at,
    selected_plan,
    premium_features,
    phone_number,
  };
}

/** A subscription `sub_5eed…n`, billed for `program`, its period ending at `current_period_end`. */
function subscriptionRecord(
  n: number,
  user_id: string,
  program: Pick<ProgramRecord, 'savings_support' | 'debt_negotiation'>,
  status: SubscriptionRecord['status'],
  current_period_end: string | null,
  created_at: string,
  authorization: SubscriptionRecord['authorization'] = null,
): SubscriptionRecord {
  return {
    id: `sub_5eed${n.toString(16).padStart(16, '0')}`,
    user_id,
    status,
    current_period_end,
    cancel_at_period_end: false,
    price_ids: priceItems(program).map((key) => PRICE_IDS[key]),
    items: priceItems(program),
    monthly_amount: monthlyTotal(program),
    scheduled_change: null,
    authorization,
    created_at,
  };
}

/** The records of one persona of `PERSONS`. */
function personRecords(seed: PersonSeed, { at, day, today }: Clock) {
  const id = seed.who.user_id;
  const created_at = at(seed.signedUpDaysAgo);
  const ids = seed.ids ?? { tradeline: 0, event: 0, emailAccount: 0, email: 0 };
  const profiles = seed.profile
    ? [completeProfile({ ...defaultProfile(id), ...seed.profile })].map((profile) => ({
        id: profile.user_id,
        ...profile,
        ...seed.identity,
      }))
    : [];
  const tradelines: TradelineRecord[] = (seed.debts ?? []).map(
    ([account_name, balance, minimum, limit, daysAgo], index) => ({
      id: seedId('tradeline', ids.tradeline + index),
      uuid: seedId('tradelineUuid', ids.tradeline + index),
      user_id: id,
      account_name,
      current_balance: balance,
      minimum_payment: minimum,
      credit_limit: limit,
      start_date: day(daysAgo),
      created_at: at(daysAgo),
    }),
  );
  const plan = profiles[0] ? planSchedule(tradelines, profiles[0].net_income) : new Map();
  let eventId = ids.event;
  const events: EventRecord[] = tradelines.flatMap((tradeline, index) => {
    const planned: PlannedEvent[] = plan.get(tradeline.uuid) ?? [];
    const due = planned.filter((event) => event.scheduled_date < today).length;
    const done = Math.max(0, due - (seed.debts![index]![5] ?? Infinity));
    return planned.map((event, position) => {
      const completed = position < done;
      return {
        id: seedId('event', eventId++),
        tradeline_uuid: tradeline.uuid,
        user_id: id,
        slot: position,
        type: event.type,
        scheduled_date: event.scheduled_date,
        completed,
        completed_date: completed ? `${event.scheduled_date}T16:30:00.000Z` : null,
        assisted: completed && event.type === 'give_notice',
      };
    });
  });
  const emails: EmailRecord[] = (seed.emails ?? '')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const [when = '', sender_email = '', subject = '', content = ''] = line
        .split('|')
        .map((cell) => cell.trim());
      const [days = 0, hours = 0] = when.split(/\s+/).map(Number);
      const emailId = seedId('email', ids.email + index);
      const fields = { date_sent: at(days, hours), sender_email, subject, content };
      return { id: emailId, user_id: id, ...fields, message_id: ownMessageId(emailId) };
    });
  const [first_name, last_name, dob] = seed.name ?? [];
  const [savings_support, debt_negotiation, email_opt_in] = seed.program ?? [];
  return {
    users: [userRecord(seed.who, created_at, seed.plan, seed.premium ?? [], seed.phone ?? null)],
    signups: seed.name
      ? [{ id, user_account_id: id, first_name, last_name, dob, agreed: true, created_at }]
      : [],
    profiles,
    tradelines,
    events,
    programs: seed.program
      ? [{ id, user_id: id, savings_support, debt_negotiation, email_opt_in }]
      : [],
    emailAccounts: seed.inbox
      ? [
          {
            id: seedId('emailAccount', ids.emailAccount),
            user_id: id,
            email_address: `${seed.inbox}@inbox.selfsettle.example`,
            username: seed.inbox,
            active: true,
          },
        ]
      : [],
    emails,
  } as Partial<SeedData>;
}

/** The personas who sign in, in the order their records are listed. */
const PERSONS = {
  subscriber: {
    who: PERSONAS.subscriber,
    signedUpDaysAgo: 75,
    plan: 'upgrade',
    premium: ['monitoring', 'intercept'],
    phone: '+1 555-555-0142',
    name: ['Dana', 'Rivera', '1986-04-12'],
    // A demo address (Austin, Texas: the contact log reads Central time).
    identity: {
      state: 'TX',
      address_line1: '1457 Oak Street',
      address_line2: 'Apt 3B',
      city: 'Austin',
      postal_code: '78704',
    },
    // Income 4,800 and expenses 3,900 a month leave 900 to save toward settlements.
    profile: {
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
    },
    // Added 60, 20 and 2 days ago: the oldest has finished every step that is due, the middle
    // one leaves its last due step open (the one past-due event), the newest has not started.
    debts: [
      ['Discover', 7600, 190, 9000, 60, 0],
      ['Chase', 4200, 110, 5000, 20, 1],
      ['Capital One', 1850, 45, 2000, 2],
    ],
    program: [true, 1, true],
    inbox: 'dana.rivera.relief',
    emails: `
      0 9  | offers@discover.example | A settlement offer for your Discover account | We can accept a lump sum of $3,420 to settle your account ending 4417 in full. This offer expires on Dec 15, 2026.
      1 13 | collections@chase.example | Your payment is past due | Your Chase card payment of $110 is past due. Please pay by Dec 5 to avoid a late fee.
      1 8  | statements@capitalone.example | | Your statement is ready. Your balance is $1,850 and your minimum payment is $45.
      2 17 | | Important information about your account | Please call us about your account status at your earliest convenience.
      3 11 | offers@discover.example | Reduced payment plan available | You may qualify for a reduced payment plan with a lower interest rate.
      4 10 | alerts@chase.example | Payment received | We received your payment of $110. Thank you.
      5 16 | statements@capitalone.example | Credit limit review | Your credit limit of $2,000 was reviewed and remains unchanged.
      6 9  | recovery@midland-credit.example | Final notice before collections | This is a final notice regarding your past due balance. Respond by Dec 20.
      9 12 | collections@chase.example | We want to help | Call us to discuss a hardship plan for your Chase account.
      12 14 | offers@discover.example | Save on your balance | Settle your Discover balance for 55% of what you owe. Offer ends Nov 30.`,
    ids: { tradeline: 1, event: 1, emailAccount: 1, email: 1 },
  },
  newcomer: {
    who: PERSONAS.newcomer,
    signedUpDaysAgo: 1,
    plan: 'basic',
    name: ['Noah', 'Kim', '1994-09-30'],
  },
  admin: { who: PERSONAS.admin, signedUpDaysAgo: 200, plan: null },
  /**
   * The unpaid persona: a debt, its schedule and an inbox with two emails, a program with
   * negotiation level 2 and email deflection saved, no bank account and no subscription.
   */
  unpaid: {
    who: PERSONAS.unpaid,
    signedUpDaysAgo: 12,
    plan: 'works',
    premium: ['monitoring', 'intercept', 'practice', 'assistance'],
    phone: '+1 555-555-0177',
    name: ['Riley', 'Chen', '1990-02-17'],
    profile: { income: 3900, home: 1400, auto: 380, food: 520, utilities: 240, other: 560 },
    debts: [['Citi', 5200, 130, 6000, 10]],
    program: [false, 2, true],
    inbox: 'riley.chen.relief',
    emails: `
      1 4 | collections@citi.example | Your Citi account is past due | Your minimum payment of $130 is past due. Please call us to discuss your options.
      4 2 | offers@citi.example | A payment plan for your Citi card | You may qualify for a hardship payment plan. Reply within 30 days.`,
    ids: { tradeline: 4, event: 0x100, emailAccount: 2, email: 0x100 },
  },
} satisfies Record<PersonaKey, PersonSeed>;

/**
 * Sample customers who cannot sign in (no password), so the admin area has a spread of
 * sign-ups, plans and subscriptions to show: name, weeks before this week (UTC, Monday first)
 * they signed up, plan, subscription, program (savings support, negotiation level). Each signs
 * up at 00:00 UTC on the Monday of their week (later in the week for weeks 2 and older), so
 * every weekly count and the 7-day count are the same whatever the weekday: this week's are
 * within the last 7 days, older ones never. A subscription without a program bills the base
 * price alone.
 */
const CUSTOMERS: readonly [
  string,
  number,
  UserRecord['selected_plan'],
  SubscriptionRecord['status'] | null,
  [boolean, ProgramRecord['debt_negotiation']] | null,
][] = [
  ['avery.lee', 0, 'basic', 'active', [NO_PROGRAM.savings_support, NO_PROGRAM.debt_negotiation]],
  ['blake.morgan', 0, 'upgrade', null, null],
  ['casey.nguyen', 1, 'works', 'active', [true, 2]],
  ['devon.patel', 2, 'basic', null, null],
  ['emery.brooks', 2, null, null, null],
  ['finley.ortiz', 3, 'upgrade', 'active', [false, 2]],
  ['harper.james', 4, 'works', 'canceled', [true, 1]],
  ['jordan.kim', 6, 'basic', null, null],
  ['kendall.shah', 7, 'upgrade', 'past_due', [true, 0]],
  ['logan.reyes', 7, 'basic', 'active', null],
  ['morgan.ellis', 9, 'works', null, null],
  ['quinn.baker', 11, null, null, null],
];

/** The customers of `CUSTOMERS` with their ids; `customers` index 0 is user index 4. */
function buildCustomers(now: Date, { ahead }: Clock): Partial<SeedData> {
  const weeks = signupWeeks(now);
  const users: UserRecord[] = [];
  const programs: ProgramRecord[] = [];
  const subscriptions: SubscriptionRecord[] = [];
  CUSTOMERS.forEach(([name, weeksAgo, plan, subscription, saved], index) => {
    const id = seedId('user', index + 4);
    const monday = Date.parse(`${weeks[weeks.length - 1 - weeksAgo]!}T00:00:00Z`);
    const offsetHours = weeksAgo >= 2 ? (index * 29) % 150 : 0;
    const created_at = new Date(monday + offsetHours * HOUR_MS).toISOString();
    const email = `${name}@example.net`;
    const who = { user_id: id, username: email, email, password: null, role: 'user' } as const;
    const phone = `+1 555-555-01${(index + 10).toString().padStart(2, '0')}`;
    users.push(userRecord(who, created_at, plan, [], phone));
    const program = saved && { savings_support: saved[0], debt_negotiation: saved[1] };
    if (program) programs.push({ id, user_id: id, ...program, email_opt_in: false });
    if (subscription) {
      const end = subscription === 'canceled' ? null : ahead(index + 3);
      const billed = program ?? NO_PROGRAM;
      // Sample customers have no bank account on record, so no debit authorization either.
      subscriptions.push(subscriptionRecord(index + 4, id, billed, subscription, end, created_at));
    }
  });
  return { users, programs, subscriptions };
}

/** The parts' records, collection by collection, in the order of the parts. */
function merge(...parts: Partial<SeedData>[]): SeedData {
  return Object.fromEntries(
    SEEDED.map((key) => [key, parts.flatMap((part) => (part[key] ?? []) as unknown[])]),
  ) as unknown as SeedData;
}

export function buildPersonas(now: Date): SeedData {
  const time = clock(now);
  const { at, ahead } = time;
  const subscriber = personRecords(PERSONS.subscriber, time);
  const id = PERSONAS.subscriber.user_id;
  const [discover, , capitalOne] = subscriber.tradelines!;
  settleSteps(subscriber.events!, discover!, SETTLED_PAYMENT_DAYS_AGO, time);
  const program = subscriber.programs![0]!;
  const bank = { bank_name: 'Chase Bank', last_four: '6789' };
  const authorization = { text: debitAuthorizationText({ program, bank }), agreed_at: at(42) };
  const subscription = subscriptionRecord(
    1,
    id,
    program,
    'active',
    ahead(18),
    at(42),
    authorization,
  );
  const bankAccount = (n: number, bank_name: string, last_four: string, daysAgo: number) => ({
    id: `pm_5eed000000000000000${n}`,
    user_id: id,
    bank_name,
    last_four,
    is_default: n === 1,
    created_at: at(daysAgo),
  });
  // Newest first: a current one wrapped in a code fence, then two older than seven days.
  const summary = (n: number, daysAgo: number, from: number, to: number) => {
    const content = summarizeEmails(subscriber.emails!.slice(from, to));
    return {
      id: seedId('summary', n),
      user_id: id,
      date_generated: at(daysAgo, 6),
      emails_summarized: to - from,
      summary_content:
        n === 1
          ? `\`\`\`json\n${JSON.stringify(content, null, 2)}\n\`\`\``
          : JSON.stringify(content),
    };
  };
  return merge(
    subscriber,
    {
      // Reference data: the same list production loads with `npm run seed:reference`.
      creditors: REFERENCE_CREDITORS.map(({ uuid, name }) => ({ id: uuid, name })),
      subscriptions: [subscription],
      paymentMethods: [
        bankAccount(1, bank.bank_name, bank.last_four, 43),
        bankAccount(2, 'Bank of America', '4321', 30),
      ],
      summaries: [summary(1, 1, 1, 8), summary(2, 8, 8, 10), summary(3, 15, 10, 10)],
      interests: [
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
      ],
    },
    personRecords(PERSONS.newcomer, time),
    personRecords(PERSONS.admin, time),
    buildCustomers(now, time),
    personRecords(PERSONS.unpaid, time),
    buildSettlement(capitalOne!, time),
    buildSettled(discover!, time),
    buildLetters(capitalOne!, time),
  );
}

/**
 * The subscriber's Capital One debt, held by a collection agency, in the letters (issue 28): a
 * validation notice received 12 days ago, a 'dispute it and prove it' letter sent 8 days ago
 * (in the window, so collection pauses and a payment asks first), and a contact log with eight
 * call attempts in the last seven days (the eighth flagged under 12 CFR 1006.14(b)(2)(i)) and a
 * text at 9:30 p.m. (flagged under 1006.6(b)(1)(i)), in Chicago's time.
 */
function buildLetters(debt: TradelineRecord, { at, day }: Clock): Partial<SeedData> {
  const owner = { user_id: debt.user_id, tradeline_id: debt.id };
  const contact = (
    index: number,
    daysAgo: number,
    time: string,
    method: ContactRecord['method'],
    note: string,
  ): ContactRecord => ({
    id: seedId('contact', index),
    ...owner,
    occurred_at: `${day(daysAgo)}T${time}`,
    time_zone: 'America/Chicago',
    method,
    note,
    allowed_notice: false,
    created_at: at(daysAgo),
  });
  return {
    validationNotices: [
      {
        id: seedId('notice', 1),
        ...owner,
        received_date: day(12),
        sent_date: null,
        created_at: at(12),
      },
    ],
    sentLetters: [
      {
        id: seedId('letter', 1),
        ...owner,
        kind: 'dispute',
        sent_date: day(8),
        method: 'certified_mail',
        dispute: true,
        created_at: at(8),
      },
    ],
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

/** Seeded offers on `debt`: one sum each, dated `daysAgo` before now. */
function offerMaker(debt: TradelineRecord, { at, day }: Clock) {
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
    date: day(daysAgo),
    amount,
    payments: 1,
    channel,
    note,
    created_at: at(daysAgo),
  });
}

/** A written agreement for `amount` on `debt`, its checklist complete, settled in full. */
function agreementRecord(
  debt: TradelineRecord,
  amount: number,
  schedule: AgreementRecord['schedule'],
  rest: Pick<AgreementRecord, 'tax' | 'payments' | 'letter' | 'created_at' | 'saved_at'>,
): AgreementRecord {
  return {
    id: debt.id,
    user_id: debt.user_id,
    amount,
    balance_at_settlement: debt.current_balance,
    schedule,
    reporting: 'settled_in_full',
    checklist: COMPLETE_CHECKLIST,
    ...rest,
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
export function buildPersonaFiles(now: Date) {
  const debt = buildPersonas(now).tradelines[0]!;
  const [agreement] = buildSettled(debt, clock(now)).settlementAgreements!;
  const { file_id: id, ...letter } = agreement!.letter!;
  return [{ info: { id, user_id: debt.user_id, ...letter }, bytes: settledLetterBytes(debt) }];
}

/** Days since the seeded Discover debt was paid off. */
const SETTLED_PAYMENT_DAYS_AGO = 30;

/**
 * The settled debt's steps, as the payment that settled it leaves them: every step complete,
 * those not done before the payment dated the day it was recorded (none in the future).
 */
function settleSteps(
  events: EventRecord[],
  debt: TradelineRecord,
  paidDaysAgo: number,
  { at }: Clock,
) {
  const paidAt = at(paidDaysAgo);
  for (const event of events) {
    if (event.tradeline_uuid !== debt.uuid) continue;
    if (event.completed && event.completed_date! <= paidAt) continue;
    event.completed = true;
    event.completed_date = paidAt;
  }
}

/**
 * The subscriber's Discover debt, settled (issue 27): three offers, the written agreement for
 * $3,420 (45% of $7,600) with its checklist complete and its letter attached (a PDF), paid in one
 * sum 30 days ago, and the insolvency worksheet filled (liabilities $24,000, assets $21,000, the
 * 22% bracket), so the demo shows a settled debt with what it saved and its 1099-C estimate.
 */
function buildSettled(debt: TradelineRecord, time: Clock): Partial<SeedData> {
  const { at, day } = time;
  const offer = offerMaker(debt, time);
  const paid = { date: day(SETTLED_PAYMENT_DAYS_AGO), amount: 3420 };
  return {
    settlementOffers: [
      offer(11, 'me', 45, 2280, 'call', 'Opened at 30% of the balance.'),
      offer(12, 'creditor', 42, 4560, 'letter', 'They answered with 60%.'),
      offer(13, 'me', 38, 3420, 'call', 'Accepted at 45%; they sent the agreement.'),
    ],
    settlementAgreements: [
      agreementRecord(debt, 3420, [paid], {
        tax: { liabilities: 24000, assets: 21000, marginal_rate: 22 },
        payments: [{ id: seedId('offer', 14), ...paid, created_at: at(SETTLED_PAYMENT_DAYS_AGO) }],
        letter: {
          file_id: seedId('file', 1),
          file_name: SETTLED_LETTER_NAME,
          content_type: 'application/pdf',
          size: settledLetterBytes(debt).length,
          uploaded_at: at(36),
        },
        created_at: at(37),
        saved_at: at(SETTLED_PAYMENT_DAYS_AGO),
      }),
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
function buildSettlement(debt: TradelineRecord, time: Clock): Partial<SeedData> {
  const { at, day } = time;
  const offer = offerMaker(debt, time);
  return {
    debtDetails: [
      {
        id: debt.id,
        user_id: debt.user_id,
        holder_kind: 'collection_agency',
        collector_name: 'Midland Credit Management',
        account_last_four: '4821',
        // A demo address for the letters' recipient block.
        mailing_address: {
          line1: 'PO Box 2000',
          line2: null,
          city: 'San Diego',
          state: 'CA',
          postal_code: '92108',
        },
        last_payment_date: day(150),
        walk_away: 925,
        created_at: at(12),
        saved_at: at(12),
      },
    ],
    settlementOffers: [
      offer(1, 'me', 10, 555, 'call', 'Opened at 30% of the balance.'),
      offer(2, 'creditor', 8, 1295, 'letter', 'They asked for 70%.'),
      offer(3, 'me', 5, 832.5, 'call', 'Accepted on the call; letter promised.'),
    ],
    settlementAgreements: [
      agreementRecord(debt, 832.5, [{ date: day(-10), amount: 832.5 }], {
        tax: null,
        payments: [],
        letter: null,
        created_at: at(4),
        saved_at: at(4),
      }),
    ],
  };
}
