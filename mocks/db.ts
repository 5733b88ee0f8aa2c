/**
 * The mock database: one @msw/data collection per MongoDB collection of the server, each built
 * from the record schemas in `records.ts` (which come from the contracts). See docs/decisions.md
 * ("Mock backend") for why @msw/data 1.x.
 */
import { Collection } from '@msw/data';
import {
  CallRecordSchema,
  CreditorRecordSchema,
  EmailAccountRecordSchema,
  EmailRecordSchema,
  EventRecordSchema,
  FinancialProfileRecordSchema,
  IdempotencyRecordSchema,
  InterestRecordSchema,
  PaymentMethodRecordSchema,
  ProgramRecordSchema,
  QuotaRecordSchema,
  RoleChangeRecordSchema,
  SetupIntentRecordSchema,
  SignupDetailsRecordSchema,
  SubscriptionRecordSchema,
  SummaryRecordSchema,
  TokenRecordSchema,
  TradelineRecordSchema,
  UserRecordSchema,
} from './records';

export const db = {
  users: new Collection({ schema: UserRecordSchema }),
  tokens: new Collection({ schema: TokenRecordSchema }),
  signups: new Collection({ schema: SignupDetailsRecordSchema }),
  profiles: new Collection({ schema: FinancialProfileRecordSchema }),
  creditors: new Collection({ schema: CreditorRecordSchema }),
  tradelines: new Collection({ schema: TradelineRecordSchema }),
  events: new Collection({ schema: EventRecordSchema }),
  programs: new Collection({ schema: ProgramRecordSchema }),
  subscriptions: new Collection({ schema: SubscriptionRecordSchema }),
  paymentMethods: new Collection({ schema: PaymentMethodRecordSchema }),
  setupIntents: new Collection({ schema: SetupIntentRecordSchema }),
  emailAccounts: new Collection({ schema: EmailAccountRecordSchema }),
  emails: new Collection({ schema: EmailRecordSchema }),
  summaries: new Collection({ schema: SummaryRecordSchema }),
  interests: new Collection({ schema: InterestRecordSchema }),
  calls: new Collection({ schema: CallRecordSchema }),
  quotas: new Collection({ schema: QuotaRecordSchema }),
  idempotency: new Collection({ schema: IdempotencyRecordSchema }),

  roleChanges: new Collection({ schema: RoleChangeRecordSchema }),
};

export type Db = typeof db;
