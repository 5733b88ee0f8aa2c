/**
 * The program options and billing, for both backends. Stripe holds the money side; the store
 * keeps what the screens show (bank accounts, subscriptions) for the caller only. Without
 * transactions (FerretDB), each write is safe on its own: Stripe first, then the local record,
 * and retries are idempotent.
 */
import { syncInbox } from '@/features/email/service';
import type { EmailAccountRecord } from '@/features/email/records';
import { DETAILS, HttpError } from '@/shared/api/details';
import { DuplicateKeyError, type Collection, type Sort } from '@/shared/store/port';
import type { Service } from '@/shared/store/service';
import type { enrollmentEndpoints, Program } from '../contract';
import { debitAuthorizationText } from '../model/authorization';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  monthlyTotal,
  priceItems,
  priceQuantities,
} from '../model/pricing';
import type { Billing } from './billing';
import type {
  PaymentMethodRecord,
  ProgramRecord,
  SetupIntentRecord,
  SubscriptionRecord,
} from '../records';

/** The user fields billing reads: the Stripe customer is made once and kept on the user. */
export interface BillingCustomer {
  id: string;
  email: string;
  stripe_customer_id?: string | null;
}

export interface EnrollmentStore {
  programs: Collection<ProgramRecord>;
  subscriptions: Collection<SubscriptionRecord>;
  paymentMethods: Collection<PaymentMethodRecord>;
  setupIntents: Collection<SetupIntentRecord>;
  emailAccounts: Collection<EmailAccountRecord>;
  users: Collection<BillingCustomer>;
}

export interface EnrollmentDeps {
  store: EnrollmentStore;
  billing: Billing;
  /** The domain of the inboxes email deflection creates (the model's default when absent). */
  inboxDomain?: string;
}

const ACTIVE = { $in: ACTIVE_SUBSCRIPTION_STATUSES };
/** The default bank account first, then the oldest. */
const METHOD_ORDER: Sort<PaymentMethodRecord> = { is_default: -1, created_at: 1, id: 1 };

/** Makes `id` the only default bank account of the user. */
async function setLocalDefault(
  store: Pick<EnrollmentStore, 'paymentMethods'>,
  userId: string,
  id: string,
): Promise<void> {
  await store.paymentMethods.update(
    { user_id: userId, id: { $ne: id } },
    { set: { is_default: false } },
  );
  await store.paymentMethods.update({ id, user_id: userId }, { set: { is_default: true } });
}

/**
 * After the default bank account is gone, the oldest remaining one takes over as the default:
 * at Stripe first when `atStripe` is given (the webhook's removal is Stripe's own news).
 */
export async function passDefaultOn(
  store: Pick<EnrollmentStore, 'paymentMethods'>,
  userId: string,
  atStripe?: (paymentMethodId: string) => Promise<void>,
): Promise<void> {
  const next = await store.paymentMethods.findOne({ user_id: userId }, { sort: METHOD_ORDER });
  if (!next) return;
  await atStripe?.(next.id);
  await setLocalDefault(store, userId, next.id);
}

/** The enrollment endpoints over the store and Stripe. */
export function createEnrollmentService({
  store,
  billing,
  inboxDomain,
}: EnrollmentDeps): Service<typeof enrollmentEndpoints> {
  /** The Stripe items of a program: each price once, with its quantity. */
  const itemsOf = (program: Pick<Program, 'savings_support' | 'debt_negotiation'>) =>
    priceQuantities(priceItems(program)).map(({ key, quantity }) => ({
      price: billing.priceId(key),
      quantity,
    }));
  const priceIdsOf = (program: Pick<Program, 'savings_support' | 'debt_negotiation'>) =>
    priceItems(program).map((key) => billing.priceId(key));

  const activeSubscription = (userId: string) =>
    store.subscriptions.findOne({ user_id: userId, status: ACTIVE }, { sort: { created_at: -1 } });

  async function ownMethod(userId: string, id: string) {
    const method = await store.paymentMethods.findOne({ id, user_id: userId });
    if (!method) throw new HttpError(404, DETAILS.paymentMethodNotFound);
    return method;
  }

  /** The user's Stripe customer, created on first use. */
  async function customerOf(userId: string): Promise<string> {
    const user = await store.users.get(userId);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    if (user.stripe_customer_id) return user.stripe_customer_id;
    // Stripe's idempotency key makes two racing first calls create one customer.
    const customerId = await billing.createCustomer({ id: userId, email: user.email });
    await store.users.update(
      { id: userId, stripe_customer_id: null },
      { set: { stripe_customer_id: customerId } },
    );
    return customerId;
  }

  return {
    async getProgram({ params }) {
      const program = await store.programs.findOne({ user_id: params.user_id });
      if (!program) throw new HttpError(404, DETAILS.programNotFound);
      return program;
    },

    async updateProgram({ params: { user_id }, body, log }) {
      // Stripe first: a program the subscription cannot follow is not saved, so what the user
      // is billed from the next billing date is always the program the screen shows.
      const active = await activeSubscription(user_id);
      const priceIds = priceIdsOf(body);
      if (active && priceIds.join(',') !== active.price_ids.join(',')) {
        await billing.updateSubscriptionItems({ subscriptionId: active.id, items: itemsOf(body) });
        const monthly_amount = monthlyTotal(body);
        await store.subscriptions.update(
          { id: active.id },
          { set: { price_ids: priceIds, monthly_amount } },
        );
        log.info(
          { user_id, subscription_id: active.id, monthly_amount },
          'subscription items updated',
        );
      }
      await syncInbox(store, user_id, body.email_opt_in, inboxDomain);
      // The program's id is its user's id.
      await store.programs.update(
        { user_id },
        { set: body, setOnInsert: { id: user_id } },
        { upsert: true },
      );
      return body;
    },

    async billingStatus({ user }) {
      const [active, methods] = await Promise.all([
        activeSubscription(user.id),
        store.paymentMethods.count({ user_id: user.id }),
      ]);
      return {
        has_payment_method: methods > 0,
        subscription_active: active !== null,
        current_period_end: active?.current_period_end ?? null,
      };
    },

    listPaymentMethods: ({ user }) =>
      store.paymentMethods.find({ user_id: user.id }, { sort: METHOD_ORDER }),

    listSubscriptions: ({ user }) =>
      store.subscriptions.find({ user_id: user.id }, { sort: { created_at: -1, id: -1 } }),

    async createSubscription({ body, user, now, log }) {
      if (body.price_id !== billing.priceId('base')) {
        throw new HttpError(404, DETAILS.priceNotFound);
      }
      if (await activeSubscription(user.id)) throw new HttpError(409, DETAILS.subscriptionActive);
      const bank = await store.paymentMethods.findOne({ user_id: user.id, is_default: true });
      if (!bank) throw new HttpError(400, DETAILS.bankAccountRequired);
      const program = (await store.programs.findOne({ user_id: user.id })) ?? {
        savings_support: false,
        debt_negotiation: 0 as const,
      };
      // The user agreed to the text the screen built from this program and bank account.
      if (body.authorization_text !== debitAuthorizationText({ program, bank })) {
        throw new HttpError(409, DETAILS.authorizationOutdated);
      }
      const customerId = await customerOf(user.id);
      const earlier = await store.subscriptions.count({ user_id: user.id });
      const subscription = await billing.createSubscription({
        customerId,
        items: itemsOf(program),
        paymentMethodId: bank.id,
        // A double click or a retry within Stripe's 24 hours creates one subscription.
        idempotencyKey: `subscription-${user.id}-${earlier + 1}`,
      });
      const record: SubscriptionRecord = {
        ...subscription,
        user_id: user.id,
        price_ids: priceIdsOf(program),
        monthly_amount: monthlyTotal(program),
        authorization: { text: body.authorization_text, agreed_at: now.toISOString() },
        created_at: now.toISOString(),
      };
      const { id, ...fields } = record;
      await store.subscriptions.update({ id }, { setOnInsert: fields }, { upsert: true });
      log.info({ user_id: user.id, subscription_id: id }, 'subscription started');
      return record;
    },

    async cancelSubscription({ body, user, log }) {
      const subscription = await store.subscriptions.findOne({
        id: body.subscription_id,
        user_id: user.id,
        status: ACTIVE,
      });
      if (!subscription) throw new HttpError(404, DETAILS.noActiveSubscription);
      await billing.cancelSubscription(subscription.id);
      // Cancelling ends the subscription at once (no refund of the current month); the
      // period end stays what the user was shown. Stripe's webhook confirms the status.
      await store.subscriptions.update({ id: subscription.id }, { set: { status: 'canceled' } });
      log.info({ user_id: user.id, subscription_id: subscription.id }, 'subscription cancelled');
      return { ...subscription, status: 'canceled' as const };
    },

    async createSetupIntent({ user, now }) {
      const intent = await billing.createSetupIntent(await customerOf(user.id));
      await store.setupIntents.insert({
        id: intent.id,
        user_id: user.id,
        attached: false,
        account: null,
        created_at: now.toISOString(),
      });
      return { client_secret: intent.client_secret, setup_intent_id: intent.id };
    },

    async attachPaymentMethod({ body: { setup_intent_id }, user, now }) {
      const intent = await store.setupIntents.findOne({ id: setup_intent_id, user_id: user.id });
      if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
      if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
      const account = await billing.bankAccountOf(setup_intent_id);
      if (!account) throw new HttpError(409, DETAILS.bankAccountNotConfirmed);
      const claimed = await store.setupIntents.update(
        { id: setup_intent_id, attached: false },
        { set: { attached: true } },
      );
      if (claimed === 0) throw new HttpError(409, DETAILS.bankAccountSaved);
      const first = (await store.paymentMethods.count({ user_id: user.id })) === 0;
      try {
        const method = await store.paymentMethods.insert({
          ...account,
          user_id: user.id,
          is_default: first,
          created_at: now.toISOString(),
        });
        if (first) await billing.setDefaultPaymentMethod(await customerOf(user.id), account.id);
        return method;
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.bankAccountSaved);
        throw error;
      }
    },

    async setDefaultPaymentMethod({ body, user }) {
      const method = await ownMethod(user.id, body.payment_method_id);
      await billing.setDefaultPaymentMethod(await customerOf(user.id), method.id);
      await setLocalDefault(store, user.id, method.id);
      return { ...method, is_default: true };
    },

    async deletePaymentMethod({ params, user }) {
      const method = await ownMethod(user.id, params.id);
      await billing.detachPaymentMethod(method.id);
      await store.paymentMethods.remove({ id: method.id });
      if (method.is_default) {
        await passDefaultOn(store, user.id, async (id) =>
          billing.setDefaultPaymentMethod(await customerOf(user.id), id),
        );
      }
      return undefined;
    },

    listConnectedAccounts() {
      throw new HttpError(503, DETAILS.bankConnectionDisabled);
    },

    exchangePublicToken() {
      throw new HttpError(503, DETAILS.bankConnectionDisabled);
    },
  };
}
