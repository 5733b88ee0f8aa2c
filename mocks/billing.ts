/**
 * Mock mode's stand-in for Stripe (the server's is `server/adapters/billing.ts`): ids shaped like
 * Stripe's, subscriptions active for a month, and the bank account the demo form confirmed (see
 * `src/features/enrollment/model/demo-bank.ts`), or a test-mode one as Stripe's test mode gives without the form.
 */
import type { Billing } from '@/features/enrollment/service/billing';
import { addMonths, utcDateOf } from '@/shared/lib/dates';
import { newObjectId } from '@/shared/store/ids';
import { PRICE_IDS } from './personas';
import { store } from './store';
import { mockNow } from './clock';

/** Mock bank accounts a setup intent without the demo form's details turns into, in turn. */
const TEST_BANKS = ['STRIPE TEST BANK', 'Chase Bank', 'Wells Fargo', 'Ally Bank'];

export const mockBilling: Billing = {
  priceId: (key) => PRICE_IDS[key],
  createCustomer: async () => `cus_${newObjectId()}`,
  async createSetupIntent() {
    const id = `seti_${newObjectId()}`;
    return { id, client_secret: `${id}_secret_${newObjectId()}` };
  },
  async bankAccountOf(setupIntentId) {
    const intent = await store.setupIntents.get(setupIntentId);
    // Like Stripe, a confirmed setup intent has one payment method: the same on every call.
    const digits = parseInt(setupIntentId.slice(-4), 16) % 10_000;
    return {
      id: `pm_${setupIntentId.replace(/^seti_/, '')}`,
      ...(intent?.account ?? {
        bank_name: TEST_BANKS[(await store.paymentMethods.count()) % TEST_BANKS.length]!,
        last_four: String(digits).padStart(4, '0'),
      }),
    };
  },
  setDefaultPaymentMethod: async () => undefined,
  detachPaymentMethod: async () => undefined,
  async createSubscription() {
    const now = mockNow();
    return {
      id: `sub_${newObjectId().slice(4)}`,
      status: 'active',
      current_period_end: `${addMonths(utcDateOf(now), 1)}T${now.toISOString().slice(11)}`,
      cancel_at_period_end: false,
    };
  },
  // Like Stripe's `cancel_at_period_end: true`: still active until the period's end.
  async cancelSubscription(id) {
    const stored = await store.subscriptions.get(id);
    return {
      id,
      status: 'active',
      current_period_end: stored?.current_period_end ?? null,
      cancel_at_period_end: true,
    };
  },
  updateSubscriptionItems: async ({ subscriptionId }) => ({
    id: subscriptionId,
    status: 'active',
    current_period_end: null,
    cancel_at_period_end: false,
  }),
};
