/**
 * The one collection registry (issue 24, point 2): per collection of the storage port, the
 * record schema both backends store, its unique keys beside the id, and the mongoose model that
 * holds it. The mock database (`mocks/db.ts`) builds its tables and the mock store
 * (`mocks/store.ts`) its unique checks from it; the server's store (`server/platform/store.ts`)
 * finds its models by it and `registerModels` (`server/platform/db.ts`) gives each model these
 * unique indexes; the mock's persistence saves and checks every table it names.
 */
import { AccountTokenRecordSchema, ReminderRecordSchema } from '@/features/account/records';
import { CallLockRecordSchema, RoleChangeRecordSchema } from '@/features/admin/records';
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
import { CompanionCallRecordSchema } from '@/features/companion/records';
import { PracticeRecordSchema } from '@/features/practice/records';
import { FinancialProfileRecordSchema } from '@/features/profile/records';
import {
  AgreementRecordSchema,
  DebtDetailsRecordSchema,
  OfferRecordSchema,
} from '@/features/settlement/records';
import { CallRecordSchema, EventRecordSchema } from '@/features/timeline/records';
import { CreditorRecordSchema, TradelineRecordSchema } from '@/features/tradelines/records';
import { QuotaRecordSchema } from '@/shared/store/records';
import type * as z from 'zod/mini';
import { IdempotencyRecordSchema } from './idempotency';

const entry = <const S, const M extends string>(
  schema: S,
  model: M,
  unique: readonly (readonly string[])[] = [],
) => ({ schema, model, unique });

export const COLLECTIONS = {
  users: entry(UserRecordSchema, 'User', [['username_key'], ['email_key']]),
  sessions: entry(SessionRecordSchema, 'Session'),
  signups: entry(SignupDetailsRecordSchema, 'SignupDetails', [['user_account_id']]),
  profiles: entry(FinancialProfileRecordSchema, 'FinancialProfile', [['user_id']]),
  creditors: entry(CreditorRecordSchema, 'Creditor', [['name']]),
  tradelines: entry(TradelineRecordSchema, 'Tradeline', [['uuid']]),
  events: entry(EventRecordSchema, 'Event', [['tradeline_uuid', 'slot']]),
  programs: entry(ProgramRecordSchema, 'Program', [['user_id']]),
  subscriptions: entry(SubscriptionRecordSchema, 'Subscription'),
  paymentMethods: entry(PaymentMethodRecordSchema, 'PaymentMethod'),
  setupIntents: entry(SetupIntentRecordSchema, 'SetupIntent'),
  emailAccounts: entry(EmailAccountRecordSchema, 'EmailAccount', [['email_address']]),
  emails: entry(EmailRecordSchema, 'Email', [['user_id', 'message_id']]),
  summaries: entry(SummaryRecordSchema, 'Summary'),
  interests: entry(InterestRecordSchema, 'Interest'),
  calls: entry(CallRecordSchema, 'Call'),
  practice: entry(PracticeRecordSchema, 'PracticeSession'),
  companionCalls: entry(CompanionCallRecordSchema, 'CompanionCall'),
  debtDetails: entry(DebtDetailsRecordSchema, 'DebtDetails'),
  settlementOffers: entry(OfferRecordSchema, 'SettlementOffer'),
  settlementAgreements: entry(AgreementRecordSchema, 'SettlementAgreement'),
  sentLetters: entry(SentLetterRecordSchema, 'SentLetter'),
  validationNotices: entry(ValidationNoticeRecordSchema, 'ValidationNotice'),
  contacts: entry(ContactRecordSchema, 'Contact'),
  linkedSenders: entry(LinkedSendersRecordSchema, 'LinkedSenders'),
  callLocks: entry(CallLockRecordSchema, 'CallLock'),
  // Daily allowances; the server's per-minute windows and sign-in delays share the collection
  // (`server/platform/rate-limit.ts`, `sign-in-delay.ts`: the same id, hits, reset_at).
  quotas: entry(QuotaRecordSchema, 'RateLimit'),
  idempotency: entry(IdempotencyRecordSchema, 'IdempotencyKey'),
  roleChanges: entry(RoleChangeRecordSchema, 'RoleChange'),
  accountTokens: entry(AccountTokenRecordSchema, 'AccountToken'),
  reminders: entry(ReminderRecordSchema, 'Reminder'),
};

export type CollectionName = keyof typeof COLLECTIONS;

/** The record a collection holds. */
export type RecordOf<K extends CollectionName> = z.infer<(typeof COLLECTIONS)[K]['schema']>;
