/**
 * The mock database: one @msw/data collection per MongoDB collection of the server, each built
 * from the record schemas in `records.ts` (which come from the contracts). See docs/decisions.md
 * ("Mock backend") for why @msw/data 1.x.
 */
import { Collection } from '@msw/data';
import {
  CallLockRecordSchema,
  CallRecordSchema,
  CreditorRecordSchema,
  DebtDetailsRecordSchema,
  OfferRecordSchema,
  AgreementRecordSchema,
  EmailAccountRecordSchema,
  EmailRecordSchema,
  EventRecordSchema,
  FinancialProfileRecordSchema,
  IdempotencyRecordSchema,
  InterestRecordSchema,
  PaymentMethodRecordSchema,
  PracticeRecordSchema,
  ProgramRecordSchema,
  QuotaRecordSchema,
  RoleChangeRecordSchema,
  SessionRecordSchema,
  SetupIntentRecordSchema,
  SignupDetailsRecordSchema,
  SubscriptionRecordSchema,
  SummaryRecordSchema,
  TradelineRecordSchema,
  UserRecordSchema,
} from './records';

/** The record schema of every collection, by collection name. */
export const RECORD_SCHEMAS = {
  users: UserRecordSchema,
  sessions: SessionRecordSchema,
  signups: SignupDetailsRecordSchema,
  profiles: FinancialProfileRecordSchema,
  creditors: CreditorRecordSchema,
  tradelines: TradelineRecordSchema,
  events: EventRecordSchema,
  programs: ProgramRecordSchema,
  subscriptions: SubscriptionRecordSchema,
  paymentMethods: PaymentMethodRecordSchema,
  setupIntents: SetupIntentRecordSchema,
  emailAccounts: EmailAccountRecordSchema,
  emails: EmailRecordSchema,
  summaries: SummaryRecordSchema,
  interests: InterestRecordSchema,
  calls: CallRecordSchema,
  practice: PracticeRecordSchema,
  debtDetails: DebtDetailsRecordSchema,
  settlementOffers: OfferRecordSchema,
  settlementAgreements: AgreementRecordSchema,
  callLocks: CallLockRecordSchema,
  quotas: QuotaRecordSchema,
  idempotency: IdempotencyRecordSchema,
  roleChanges: RoleChangeRecordSchema,
};

type Schemas = typeof RECORD_SCHEMAS;
export type CollectionName = keyof Schemas;
export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

export const db = Object.fromEntries(
  Object.entries(RECORD_SCHEMAS).map(([name, schema]) => [name, new Collection({ schema })]),
) as Db;
