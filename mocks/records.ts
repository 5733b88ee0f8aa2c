/**
 * The stored records of both backends: one zod schema per MongoDB collection, built from the
 * contract schemas. The mock database (`mocks/db.ts`) uses them as its tables and the server's
 * `npm run seed` loads records of these shapes from `buildPersonas`. Pure: zod and contracts only.
 */
import { z } from 'zod';
import { BasePlanSchema, PremiumFeatureSchema, RoleSchema } from '@/features/auth/contract';
import {
  EmailAccountSchema,
  RecentEmailSchema,
  WeeklySummarySchema,
} from '@/features/email/contract';
import {
  PaymentMethodSchema,
  ProgramSchema,
  SubscriptionSchema,
} from '@/features/enrollment/contract';
import { FinancialProfileSchema } from '@/features/profile/contract';
import { CallStatusSchema, EventSchema } from '@/features/timeline/contract';
import { CreditorSchema, TradelineSchema } from '@/features/tradelines/contract';
import { DateSchema, DateTimeSchema, IdSchema } from '@/shared/api/schemas';

/** A 24-hex-character id, the shape of a MongoDB ObjectId. */
export const ObjectIdSchema = z.string().regex(/^[0-9a-f]{24}$/);

export const UserRecordSchema = z.object({
  id: ObjectIdSchema,
  username: z.string(),
  email: z.string(),
  /**
   * The plain password of a seed persona. The server hashes it (argon2id) when it seeds; the
   * mock compares it as is. Accounts created through Google have none.
   */
  password: z.string().nullable(),
  role: RoleSchema,
  created_at: DateTimeSchema,
  selected_plan: BasePlanSchema.nullable(),
  premium_features: z.array(PremiumFeatureSchema),
  phone_number: z.string().nullable(),
  /** The Google account's subject, when the account signed up through Google. */
  google_sub: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** Bearer tokens; the server stores a hash, the mock the token itself. */
export const TokenRecordSchema = z.object({
  token: z.string(),
  user_id: ObjectIdSchema,
  expires_at: DateTimeSchema,
  revoked: z.boolean(),
});
export type TokenRecord = z.infer<typeof TokenRecordSchema>;

export const SignupDetailsRecordSchema = z.object({
  user_account_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  dob: DateSchema,
  agreed: z.boolean(),
  created_at: DateTimeSchema,
});
export type SignupDetailsRecord = z.infer<typeof SignupDetailsRecordSchema>;

export const FinancialProfileRecordSchema = FinancialProfileSchema;
export type FinancialProfileRecord = z.infer<typeof FinancialProfileRecordSchema>;

export const CreditorRecordSchema = CreditorSchema;
export type CreditorRecord = z.infer<typeof CreditorRecordSchema>;

/** Utilization is computed on every answer, so it is not stored. */
export const TradelineRecordSchema = TradelineSchema.omit({ utilization: true }).extend({
  /** The date the tradeline was added: the start of its event schedule. */
  start_date: DateSchema,
  created_at: DateTimeSchema,
});
export type TradelineRecord = z.infer<typeof TradelineRecordSchema>;

export const EventRecordSchema = EventSchema.extend({ user_id: ObjectIdSchema });
export type EventRecord = z.infer<typeof EventRecordSchema>;

export const ProgramRecordSchema = ProgramSchema.extend({ user_id: ObjectIdSchema });
export type ProgramRecord = z.infer<typeof ProgramRecordSchema>;

export const SubscriptionRecordSchema = SubscriptionSchema.extend({
  user_id: ObjectIdSchema,
  /** The Stripe price ids billed each month (spec section 7). */
  price_ids: z.array(z.string()),
  created_at: DateTimeSchema,
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;

export const PaymentMethodRecordSchema = PaymentMethodSchema.extend({
  user_id: ObjectIdSchema,
  created_at: DateTimeSchema,
});
export type PaymentMethodRecord = z.infer<typeof PaymentMethodRecordSchema>;

export const SetupIntentRecordSchema = z.object({
  setup_intent_id: IdSchema,
  client_secret: z.string(),
  user_id: ObjectIdSchema,
  /** Set once the setup intent's bank account has been saved. */
  attached: z.boolean(),
  /** The bank account the demo form confirmed it with (mock mode's stand-in for Stripe.js). */
  account: z.object({ bank_name: z.string(), last_four: z.string() }).nullable().default(null),
  created_at: DateTimeSchema,
});
export type SetupIntentRecord = z.infer<typeof SetupIntentRecordSchema>;

export const EmailAccountRecordSchema = EmailAccountSchema.extend({ user_id: ObjectIdSchema });
export type EmailAccountRecord = z.infer<typeof EmailAccountRecordSchema>;

export const EmailRecordSchema = RecentEmailSchema.extend({ user_id: ObjectIdSchema });
export type EmailRecord = z.infer<typeof EmailRecordSchema>;

export const SummaryRecordSchema = WeeklySummarySchema.extend({ user_id: ObjectIdSchema });
export type SummaryRecord = z.infer<typeof SummaryRecordSchema>;

export const InterestRecordSchema = z.object({
  id: ObjectIdSchema,
  email: z.string(),
  plan: z.string(),
  created_at: DateTimeSchema,
});
export type InterestRecord = z.infer<typeof InterestRecordSchema>;

/** A creditor call request; the queue fields default to a call nobody has taken yet. */
export const CallRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  tradeline_name: z.string(),
  created_at: DateTimeSchema,
  status: CallStatusSchema.default('requested'),
  /** The admin who claimed the call. */
  claimed_by_id: ObjectIdSchema.nullable().default(null),
  claimed_at: DateTimeSchema.nullable().default(null),
  resolved_at: DateTimeSchema.nullable().default(null),
  note: z.string().nullable().default(null),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

/** A daily allowance's count: `<name>:<user id>:<UTC day>` (mocks/quota.ts). */
export const QuotaRecordSchema = z.object({
  id: z.string(),
  hits: z.number().int().min(0),
});
export type QuotaRecord = z.infer<typeof QuotaRecordSchema>;

/** The first answer to an `Idempotency-Key` (mocks/idempotency.ts). */
export const IdempotencyRecordSchema = z.object({
  id: z.string(),
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.string(),
  expires_at: DateTimeSchema,
});
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;

/** A role change an admin made (who, whom, when, from, to). */
export const RoleChangeRecordSchema = z.object({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
  admin_id: ObjectIdSchema,
  admin_email: z.string(),
  from: RoleSchema,
  to: RoleSchema,
  changed_at: DateTimeSchema,
});
export type RoleChangeRecord = z.infer<typeof RoleChangeRecordSchema>;
