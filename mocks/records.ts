/** The stored records of both backends, one module per feature (src/features/<name>/service/records.ts). */
export { ObjectIdSchema } from '@/shared/store/ids';
export {
  UserRecordSchema,
  type UserRecord,
  SessionRecordSchema,
  type SessionRecord,
  SignupDetailsRecordSchema,
  type SignupDetailsRecord,
} from '@/features/auth/service/records';
export {
  FinancialProfileRecordSchema,
  type FinancialProfileRecord,
} from '@/features/profile/service/records';
export {
  CreditorRecordSchema,
  type CreditorRecord,
  TradelineRecordSchema,
  type TradelineRecord,
} from '@/features/tradelines/service/records';
export {
  EventRecordSchema,
  type EventRecord,
  CallRecordSchema,
  type CallRecord,
} from '@/features/timeline/service/records';
export {
  ProgramRecordSchema,
  type ProgramRecord,
  SubscriptionRecordSchema,
  type SubscriptionRecord,
  PaymentMethodRecordSchema,
  type PaymentMethodRecord,
  SetupIntentRecordSchema,
  type SetupIntentRecord,
} from '@/features/enrollment/service/records';
export {
  EmailAccountRecordSchema,
  type EmailAccountRecord,
  EmailRecordSchema,
  type EmailRecord,
  SummaryRecordSchema,
  type SummaryRecord,
} from '@/features/email/service/records';
export {
  PracticeRecordSchema,
  type PracticeRecord,
} from '@/features/practice/service/records';
export {
  DebtDetailsRecordSchema,
  type DebtDetailsRecord,
  OfferRecordSchema,
  type OfferRecord,
  AgreementRecordSchema,
  type AgreementRecord,
} from '@/features/settlement/service/records';
export { InterestRecordSchema, type InterestRecord } from '@/features/plan-builder/service/records';
export {
  RoleChangeRecordSchema,
  type RoleChangeRecord,
  CallLockRecordSchema,
  type CallLockRecord,
} from '@/features/admin/service/records';
export {
  QuotaRecordSchema,
  type QuotaRecord,
  IdempotencyRecordSchema,
  type IdempotencyRecord,
} from '@/shared/store/records';
