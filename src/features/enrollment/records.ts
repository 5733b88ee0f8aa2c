/** The stored programs, subscriptions, bank accounts and setup intents. */
import * as z from 'zod/mini';
import { DateTimeSchema, IdSchema } from '@/shared/api/schemas';
import { ObjectIdSchema, USER_RECORD_IDS } from '@/shared/store/ids';
import { PaymentMethodSchema, ProgramSchema, SubscriptionSchema } from './contract';

/** A program's id is its user's id. */
export const ProgramRecordSchema = z.extend(ProgramSchema, USER_RECORD_IDS);
export type ProgramRecord = z.infer<typeof ProgramRecordSchema>;

export const SubscriptionRecordSchema = z.extend(SubscriptionSchema, {
  /** Records stored before cancellation at the period's end existed read as not cancelled. */
  cancel_at_period_end: z._default(z.boolean(), false),
  user_id: ObjectIdSchema,
  /**
   * The Stripe price ids the subscription bills from the next invoice (spec section 7): the
   * current `items`, or a scheduled lowering's.
   */
  price_ids: z.array(z.string()),
  created_at: DateTimeSchema,
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;

export const PaymentMethodRecordSchema = z.extend(PaymentMethodSchema, {
  user_id: ObjectIdSchema,
  created_at: DateTimeSchema,
});
export type PaymentMethodRecord = z.infer<typeof PaymentMethodRecordSchema>;

export const SetupIntentRecordSchema = z.object({
  /** Stripe's setup intent id. */
  id: IdSchema,
  user_id: ObjectIdSchema,
  /** Set once the setup intent's bank account has been saved. */
  attached: z.boolean(),
  /** The bank account the demo form confirmed it with (mock mode's stand-in for Stripe). */
  account: z._default(z.nullable(z.object({ bank_name: z.string(), last_four: z.string() })), null),
  created_at: DateTimeSchema,
});
export type SetupIntentRecord = z.infer<typeof SetupIntentRecordSchema>;
