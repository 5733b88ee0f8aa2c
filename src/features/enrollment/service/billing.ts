/**
 * What the enrollment service needs of Stripe (DESIGN.md section 7). The server implements it
 * with Stripe's SDK (`server/adapters/billing.ts`), mock mode with a stand-in (`mocks/billing.ts`).
 */
import type { Subscription } from '../contract';
import type { PriceKey } from '../model/pricing';

/** A bank account a confirmed setup intent saved; `id` is Stripe's payment method id. */
export interface BankAccount {
  id: string;
  bank_name: string;
  last_four: string;
}

/** Stripe's side of a subscription; `current_period_end` is an ISO instant. */
export interface BillingSubscription {
  id: string;
  status: Subscription['status'];
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

/** One subscription item: a price and how many times it is billed. */
export interface SubscriptionItemWanted {
  price: string;
  quantity: number;
}

/** The Stripe calls of the enrollment service. */
export interface Billing {
  /** The configured Stripe price id of a price item. */
  priceId(key: PriceKey): string;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  createSetupIntent(customerId: string): Promise<{ id: string; client_secret: string }>;
  /** The bank account a confirmed setup intent saved, or null while there is none. */
  bankAccountOf(setupIntentId: string): Promise<BankAccount | null>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  createSubscription(input: {
    customerId: string;
    items: SubscriptionItemWanted[];
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<BillingSubscription>;
  /** Cancels at the period's end (`cancel_at_period_end`): active, and debited no more. */
  cancelSubscription(subscriptionId: string): Promise<BillingSubscription>;
  /**
   * Makes the subscription bill exactly these prices. `always_invoice`: at once, the rest of
   * the period invoiced prorated (a raise); `none`: from the next billing date, the current
   * period keeping the price already paid (a lowering). See `model/program-change.ts`.
   */
  updateSubscriptionItems(input: {
    subscriptionId: string;
    items: SubscriptionItemWanted[];
    proration: 'always_invoice' | 'none';
  }): Promise<BillingSubscription>;
}
