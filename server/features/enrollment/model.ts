/**
 * The program options and the billing state kept beside Stripe: bank accounts (payment
 * methods), subscriptions, setup intents in flight and the webhook events already applied.
 */
import { Schema, type Connection } from 'mongoose';
import {
  SUBSCRIPTION_STATUSES,
  type DebtNegotiationLevel,
  type Subscription,
} from '@/features/enrollment/contract';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface ProgramDoc {
  _id: string;
  user_id: string;
  savings_support: boolean;
  debt_negotiation: DebtNegotiationLevel;
  email_opt_in: boolean;
  created_at: Date;
  updated_at: Date;
}

const ProgramSchema = new Schema<ProgramDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true, unique: true },
    savings_support: { type: Boolean, required: true },
    debt_negotiation: { type: Number, enum: [0, 1, 2], required: true },
    email_opt_in: { type: Boolean, required: true },
  },
  withTimestamps,
);

/** A bank account saved with Stripe; `_id` is Stripe's payment method id. */
export interface PaymentMethodDoc {
  _id: string;
  user_id: string;
  bank_name: string;
  last_four: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const PaymentMethodSchema = new Schema<PaymentMethodDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    bank_name: { type: String, required: true },
    last_four: { type: String, required: true },
    is_default: { type: Boolean, required: true, default: false },
  },
  withTimestamps,
);

/** `_id` is Stripe's subscription id; the status follows Stripe's webhooks. */
export interface SubscriptionDoc {
  _id: string;
  user_id: string;
  status: Subscription['status'];
  current_period_end: Date | null;
  price_ids: string[];
  /** Whole dollars a month: the program's total, kept current when the program changes. */
  monthly_amount: number;
  /** The debit authorization the user agreed to, as shown, and when. */
  authorization: { text: string; agreed_at: Date } | null;
  created_at: Date;
  updated_at: Date;
}

const SubscriptionSchema = new Schema<SubscriptionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    status: { type: String, enum: SUBSCRIPTION_STATUSES, required: true },
    current_period_end: { type: Date, default: null },
    price_ids: { type: [String], default: [] },
    monthly_amount: { type: Number, required: true, min: 0 },
    authorization: {
      type: new Schema(
        { text: { type: String, required: true }, agreed_at: { type: Date, required: true } },
        { _id: false },
      ),
      default: null,
    },
  },
  withTimestamps,
);
SubscriptionSchema.index({ status: 1 });

/** A setup intent this server created, so only its owner can save its bank account once. */
export interface SetupIntentDoc {
  _id: string;
  user_id: string;
  attached: boolean;
  created_at: Date;
  updated_at: Date;
}

const SetupIntentSchema = new Schema<SetupIntentDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    attached: { type: Boolean, required: true, default: false },
  },
  withTimestamps,
);

/** Stripe webhook events already applied (Stripe may deliver one more than once). */
export interface StripeEventDoc {
  _id: string;
  type: string;
  created_at: Date;
  updated_at: Date;
}

const StripeEventSchema = new Schema<StripeEventDoc>(
  { _id: { type: String, required: true }, type: { type: String, required: true } },
  withTimestamps,
);

export function enrollmentModels(connection: Connection) {
  return {
    Program: connection.model<ProgramDoc>('Program', ProgramSchema, 'programs'),
    PaymentMethod: connection.model<PaymentMethodDoc>(
      'PaymentMethod',
      PaymentMethodSchema,
      'payment_methods',
    ),
    Subscription: connection.model<SubscriptionDoc>(
      'Subscription',
      SubscriptionSchema,
      'subscriptions',
    ),
    SetupIntent: connection.model<SetupIntentDoc>(
      'SetupIntent',
      SetupIntentSchema,
      'setup_intents',
    ),
    StripeEvent: connection.model<StripeEventDoc>(
      'StripeEvent',
      StripeEventSchema,
      'stripe_events',
    ),
  };
}
