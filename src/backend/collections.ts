/**
 * The one collection registry: per collection of the storage port, the
 * record schema both backends store, its unique keys beside the id, and the mongoose model that
 * holds it, with the stored collection's name, id rule and indexes. The mock database
 * (`mocks/db.ts`) builds its tables and the mock store (`mocks/store.ts`) its unique checks from
 * it; `registerModels` (`server/platform/db.ts`) builds every mongoose model from it and the
 * server's store (`server/platform/store.ts`) finds them by it; the mock's persistence saves and
 * checks every table it names.
 */
import { AccountTokenRecordSchema, ReminderRecordSchema } from '@/features/account/records';
import { CounterRecordSchema, RoleChangeRecordSchema } from '@/features/admin/records';
import {
  SessionRecordSchema,
  SignupDetailsRecordSchema,
  UserRecordSchema,
} from '@/features/auth/records';
import {
  EmailAccountRecordSchema,
  EmailRecordSchema,
  SummaryRecordSchema,
} from '@/features/email/records';
import {
  PaymentMethodRecordSchema,
  ProgramRecordSchema,
  SetupIntentRecordSchema,
  SubscriptionRecordSchema,
} from '@/features/enrollment/records';
import { InterestRecordSchema } from '@/features/plan-builder/records';
import {
  ContactRecordSchema,
  LinkedSendersRecordSchema,
  SentLetterRecordSchema,
  ValidationNoticeRecordSchema,
} from '@/features/letters/records';
import { CallLockRecordSchema, CallRecordSchema } from '@/features/calls/records';
import { CompanionCallRecordSchema } from '@/features/companion/records';
import { PracticeRecordSchema } from '@/features/practice/records';
import { COMPONENT_FIELDS, ROLLED_UP_FIELDS } from '@/features/profile/contract';
import { FinancialProfileRecordSchema } from '@/features/profile/records';
import {
  AgreementRecordSchema,
  DebtDetailsRecordSchema,
  OfferRecordSchema,
} from '@/features/settlement/records';
import { EventRecordSchema } from '@/features/timeline/records';
import { CreditorRecordSchema, TradelineRecordSchema } from '@/features/tradelines/records';
import { newObjectId } from '@/shared/store/ids';
import { RateLimitRecordSchema } from '@/shared/store/records';
import type * as z from 'zod/mini';
import { IdempotencyRecordSchema } from './idempotency';

/**
 * How the server holds one field beyond what its record states (the mongoose path's options):
 * a default for documents stored before the field existed, a single-field index, lower-casing.
 */
export interface StoredField {
  required?: boolean;
  default?: unknown;
  index?: boolean;
  /** Kept lower-cased: the storage port's text searches on it use its index. */
  lowercase?: boolean;
}

/** An index's keys in order: 1 ascending, -1 descending. */
type IndexKeys = Readonly<Record<string, 1 | -1>>;

interface Storage<S extends z.ZodMiniObject> {
  /**
   * `given`: the caller gives each id (Stripe's ids, token hashes, a tradeline's id for its
   * details); otherwise a fresh ObjectId hex.
   */
  id?: 'generated' | 'given';
  /** Unique keys beside the id: both stores refuse a duplicate. */
  unique?: readonly (readonly (keyof z.infer<S> & string)[])[];
  /** The server's other compound indexes, for the reads that need them. */
  indexes?: readonly IndexKeys[];
  /** Field options the record does not state. */
  fields?: { [K in keyof z.infer<S>]?: StoredField };
  /** `false`: the server keeps no `created_at`/`updated_at` of its own. */
  timestamps?: false;
}

/**
 * One collection: its record schema, the mongoose model the server registers for it
 * (`server/platform/db.ts` builds them all from here), the stored collection's name and how it
 * is stored.
 */
const entry = <const S extends z.ZodMiniObject, const M extends string>(
  schema: S,
  model: M,
  collection: string,
  storage: Storage<S> = {},
) => ({ schema, model, collection, unique: storage.unique ?? [], storage });

/** Every amount of the profile starts at 0. */
const PROFILE_AMOUNTS = [
  ...ROLLED_UP_FIELDS,
  ...COMPONENT_FIELDS,
  'income',
  'expenses',
  'expenses_calculated',
  'net_income',
] as const;

export const COLLECTIONS = {
  users: entry(UserRecordSchema, 'User', 'users', {
    unique: [['username_key'], ['email_key']],
    fields: {
      // Lower-cased (auth's `lookupKey`): the admin search's `$contains` needs no `i` flag.
      username_key: { lowercase: true },
      email_key: { lowercase: true },
      // The analytics count admins and each week's sign-ups by equality, the admin search looks
      // at the users holding a piece of its text (SV-34).
      role: { default: 'user', index: true },
      signup_week: { index: true },
      search_grams: { index: true },
      google_sub: { index: true },
    },
    indexes: [{ created_at: -1 }],
  }),
  // Bearer-token sessions, keyed by the token's SHA-256.
  sessions: entry(SessionRecordSchema, 'Session', 'sessions', {
    id: 'given',
    fields: { user_id: { index: true }, expires_at: { index: true } },
  }),
  signups: entry(SignupDetailsRecordSchema, 'SignupDetails', 'signup_details', {
    unique: [['user_account_id']],
  }),
  profiles: entry(FinancialProfileRecordSchema, 'FinancialProfile', 'financial_profiles', {
    unique: [['user_id']],
    fields: {
      ...Object.fromEntries(PROFILE_AMOUNTS.map((key) => [key, { default: 0 }])),
      // The reminder job's look-up of the users whose re-plan is due (SV-39).
      replan_due: { default: false, index: true },
    },
  }),
  creditors: entry(CreditorRecordSchema, 'Creditor', 'creditors', {
    unique: [['name']],
    timestamps: false,
  }),
  tradelines: entry(TradelineRecordSchema, 'Tradeline', 'tradelines', {
    unique: [['uuid']],
    fields: { uuid: { default: () => newObjectId() } },
    // A user's tradelines in the order the API lists them, straight from the index.
    indexes: [{ user_id: 1, created_at: 1, _id: 1 }],
  }),
  events: entry(EventRecordSchema, 'Event', 'events', {
    unique: [['tradeline_uuid', 'slot']],
    fields: { completed: { default: false }, assisted: { default: false } },
    indexes: [
      { user_id: 1, scheduled_date: 1, slot: 1 },
      // The reminder job's read, every 15 minutes: the pending steps of a few dates (AC-15, AC-16).
      { completed: 1, scheduled_date: 1 },
    ],
  }),
  programs: entry(ProgramRecordSchema, 'Program', 'programs', { unique: [['user_id']] }),
  // Stripe's objects keep Stripe's ids.
  subscriptions: entry(SubscriptionRecordSchema, 'Subscription', 'subscriptions', {
    id: 'given',
    fields: { user_id: { index: true } },
    indexes: [{ status: 1 }],
  }),
  paymentMethods: entry(PaymentMethodRecordSchema, 'PaymentMethod', 'payment_methods', {
    id: 'given',
    fields: { user_id: { index: true }, is_default: { default: false } },
  }),
  setupIntents: entry(SetupIntentRecordSchema, 'SetupIntent', 'setup_intents', {
    id: 'given',
    fields: { user_id: { index: true }, attached: { default: false } },
  }),
  emailAccounts: entry(EmailAccountRecordSchema, 'EmailAccount', 'email_accounts', {
    unique: [['email_address']],
    fields: { user_id: { index: true }, active: { default: true } },
  }),
  emails: entry(EmailRecordSchema, 'Email', 'emails', {
    unique: [['user_id', 'message_id']],
    // An email may come without a subject or sender.
    fields: {
      subject: { required: false, default: '' },
      sender_email: { required: false, default: '' },
    },
    indexes: [{ user_id: 1, date_sent: -1 }],
  }),
  summaries: entry(SummaryRecordSchema, 'Summary', 'summaries', {
    indexes: [{ user_id: 1, date_generated: -1 }],
  }),
  interests: entry(InterestRecordSchema, 'Interest', 'interest_submissions', {
    fields: { email: { index: true } },
  }),
  calls: entry(CallRecordSchema, 'Call', 'calls', { fields: { user_id: { index: true } } }),
  // The free session's id is its user's id (see the service), so ids are given.
  practice: entry(PracticeRecordSchema, 'PracticeSession', 'practice_sessions', {
    id: 'given',
    indexes: [{ user_id: 1, created_at: -1 }],
  }),
  // The free call's id is its user's id (see the service), so ids are given.
  companionCalls: entry(CompanionCallRecordSchema, 'CompanionCall', 'companion_calls', {
    id: 'given',
    indexes: [{ user_id: 1, started_at: -1 }],
  }),
  // A debt's details and agreement take their tradeline's id.
  debtDetails: entry(DebtDetailsRecordSchema, 'DebtDetails', 'debt_details', {
    id: 'given',
    indexes: [{ user_id: 1 }],
  }),
  settlementOffers: entry(OfferRecordSchema, 'SettlementOffer', 'settlement_offers', {
    indexes: [
      { tradeline_id: 1, date: -1, created_at: -1 },
      // A user's offers counted per debt: the state of every debt on the tradelines list.
      { user_id: 1, tradeline_id: 1 },
    ],
  }),
  settlementAgreements: entry(
    AgreementRecordSchema,
    'SettlementAgreement',
    'settlement_agreements',
    {
      id: 'given',
      indexes: [{ user_id: 1 }],
    },
  ),
  sentLetters: entry(SentLetterRecordSchema, 'SentLetter', 'sent_letters', {
    indexes: [{ user_id: 1, tradeline_id: 1, sent_date: -1 }],
  }),
  validationNotices: entry(ValidationNoticeRecordSchema, 'ValidationNotice', 'validation_notices', {
    indexes: [{ user_id: 1, tradeline_id: 1, received_date: -1 }],
  }),
  contacts: entry(ContactRecordSchema, 'Contact', 'contacts', {
    // An empty note is kept as it was given.
    fields: { note: { required: false, default: '' } },
    indexes: [{ tradeline_id: 1, user_id: 1, occurred_at: -1 }],
  }),
  // One per debt: its id is the tradeline's.
  linkedSenders: entry(LinkedSendersRecordSchema, 'LinkedSenders', 'linked_senders', {
    id: 'given',
  }),
  callLocks: entry(CallLockRecordSchema, 'CallLock', 'call_locks', {
    id: 'given',
    indexes: [{ call_id: 1, action: 1, generation: -1 }],
  }),
  // The daily allowances, the server's per-minute windows and its sign-in delays
  // (`server/platform/rate-limit.ts`, `sign-in-delay.ts`: the same id, hits, reset_at).
  rateLimits: entry(RateLimitRecordSchema, 'RateLimit', 'rate_limits', {
    id: 'given',
    fields: { reset_at: { index: true } },
    timestamps: false,
  }),
  idempotency: entry(IdempotencyRecordSchema, 'IdempotencyKey', 'idempotency_keys', {
    id: 'given',
    fields: { expires_at: { index: true } },
    timestamps: false,
  }),
  roleChanges: entry(RoleChangeRecordSchema, 'RoleChange', 'role_changes', {
    fields: { user_id: { index: true } },
  }),
  // Single-use links, keyed by the token's SHA-256.
  accountTokens: entry(AccountTokenRecordSchema, 'AccountToken', 'account_tokens', {
    id: 'given',
    fields: { user_id: { index: true }, expires_at: { index: true } },
  }),
  reminders: entry(ReminderRecordSchema, 'Reminder', 'reminders', {
    id: 'given',
    fields: { user_id: { index: true } },
  }),
  // The analytics' counters, by their key (`model/counters.ts` of the admin feature).
  counters: entry(CounterRecordSchema, 'Counter', 'counters', { id: 'given', timestamps: false }),
};

export type CollectionName = keyof typeof COLLECTIONS;

/** The record a collection holds. */
export type RecordOf<K extends CollectionName> = z.infer<(typeof COLLECTIONS)[K]['schema']>;
