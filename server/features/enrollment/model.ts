/**
 * The program options and the billing state kept beside Stripe: bank accounts (payment
 * methods), subscriptions, setup intents in flight and the webhook events already applied.
 * Stripe's objects keep Stripe's ids.
 */
import { Schema, type Connection } from 'mongoose';
import {
  PaymentMethodRecordSchema,
  ProgramRecordSchema,
  SetupIntentRecordSchema,
  SubscriptionRecordSchema,
} from '@/features/enrollment/records';
import { withTimestamps } from '../../platform/mongo';
import { recordSchema } from '../../platform/schema';

const ProgramSchema = recordSchema(ProgramRecordSchema);

const PaymentMethodSchema = recordSchema(PaymentMethodRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true }, is_default: { default: false } },
});

const SubscriptionSchema = recordSchema(SubscriptionRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true } },
});
SubscriptionSchema.index({ status: 1 });
/**
 * The `created` (seconds) of the last Stripe event applied to the subscription: Stripe neither
 * orders nor stops retrying its events, so an older one must not undo a newer one. The server's
 * own; the record (and so the mock) does not have it.
 */
SubscriptionSchema.add(new Schema({ stripe_event_at: { type: Number } }, { _id: false }));

const SetupIntentSchema = recordSchema(SetupIntentRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true }, attached: { default: false } },
});

/** Stripe webhook events already applied (Stripe may deliver one more than once). */
const StripeEventSchema = new Schema(
  { _id: { type: String, required: true }, type: { type: String, required: true } },
  withTimestamps,
);

export function enrollmentModels(connection: Connection) {
  return {
    Program: connection.model('Program', ProgramSchema, 'programs'),
    PaymentMethod: connection.model('PaymentMethod', PaymentMethodSchema, 'payment_methods'),
    Subscription: connection.model('Subscription', SubscriptionSchema, 'subscriptions'),
    SetupIntent: connection.model('SetupIntent', SetupIntentSchema, 'setup_intents'),
    StripeEvent: connection.model('StripeEvent', StripeEventSchema, 'stripe_events'),
  };
}
