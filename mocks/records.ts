/** The stored records of both backends, one module per feature (src/features/<name>/records.ts). */
export { ObjectIdSchema } from '@/shared/store/ids';
export {
  UserRecordSchema,
  type UserRecord,
  SessionRecordSchema,
  type SessionRecord,
  SignupDetailsRecordSchema,
  type SignupDetailsRecord,
} from '@/features/auth/records';
export {
  FinancialProfileRecordSchema,
  type FinancialProfileRecord,
} from '@/features/profile/records';
export {
  CreditorRecordSchema,
  type CreditorRecord,
  TradelineRecordSchema,
  type TradelineRecord,
} from '@/features/tradelines/records';
export {
  EventRecordSchema,
  type EventRecord,
  CallRecordSchema,
  type CallRecord,
} from '@/features/timeline/records';
export {
  ProgramRecordSchema,
  type ProgramRecord,
  SubscriptionRecordSchema,
  type SubscriptionRecord,
  PaymentMethodRecordSchema,
  type PaymentMethodRecord,
  SetupIntentRecordSchema,
  type SetupIntentRecord,
} from '@/features/enrollment/records';
export {
  EmailAccountRecordSchema,
  type EmailAccountRecord,
  EmailRecordSchema,
  type EmailRecord,
  SummaryRecordSchema,
  type SummaryRecord,
} from '@/features/email/records';
export { PracticeRecordSchema, type PracticeRecord } from '@/features/practice/records';
export {
  AgreementRecordSchema,
  type AgreementRecord,
  DebtDetailsRecordSchema,
  type DebtDetailsRecord,
  OfferRecordSchema,
  type OfferRecord,
} from '@/features/settlement/records';
export { InterestRecordSchema, type InterestRecord } from '@/features/plan-builder/records';
export {
  RoleChangeRecordSchema,
  type RoleChangeRecord,
  CallLockRecordSchema,
  type CallLockRecord,
} from '@/features/admin/records';
export { QuotaRecordSchema, type QuotaRecord } from '@/shared/store/records';
export { IdempotencyRecordSchema, type IdempotencyRecord } from '@/backend/idempotency';
export {
  AccountTokenRecordSchema,
  type AccountTokenRecord,
  ReminderRecordSchema,
  type ReminderRecord,
} from '@/features/account/records';
