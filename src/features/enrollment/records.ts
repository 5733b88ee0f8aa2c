/** The stored programs, subscriptions, bank accounts and setup intents. */
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { PaymentMethodSchema, ProgramSchema, SubscriptionSchema } from './contract';

/** A program's id is its user's id. */
export const ProgramRecordSchema = ProgramSchema.extend({
  id: ObjectIdSchema,
  user_id: ObjectIdSchema,
});
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
  /** Stripe's setup intent id. */
  id: IdSchema,
  user_id: ObjectIdSchema,
  /** Set once the setup intent's bank account has been saved. */
  attached: z.boolean(),
  /** The bank account the demo form confirmed it with (mock mode's stand-in for Stripe). */
  account: z.object({ bank_name: z.string(), last_four: z.string() }).nullable().default(null),
  created_at: DateTimeSchema,
});
export type SetupIntentRecord = z.infer<typeof SetupIntentRecordSchema>;
