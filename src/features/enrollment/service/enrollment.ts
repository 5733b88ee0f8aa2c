/**
 * The program options and billing, for both backends. Stripe holds the money side; the store
 * keeps what the screens show (bank accounts, subscriptions) for the caller only. Without
 * transactions (FerretDB), each write is safe on its own: Stripe first, then the local record,
 * and retries are idempotent.
 */
import type { EmailAccountRecord } from '@/features/email/records';
import { DETAILS, HttpError } from '@/shared/api/details';
import type { BasePlan, PremiumFeature } from '@/shared/lib/plans';
import { DuplicateKeyError, insertOnce, type Collection, type Sort } from '@/shared/store/port';
import type { Service } from '@/shared/api/service';
import {
  PAYMENT_METHODS_BOUND,
  SUBSCRIPTIONS_BOUND,
  type ProgramAnswer,
  type enrollmentEndpoints,
} from '../contract';
import { debitAuthorizationText } from '../model/authorization';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  amountOf,
  isActiveStatus,
  monthlyTotal,
  priceItems,
  priceQuantities,
  type PriceKey,
} from '../model/pricing';
import { isRunning } from '../model/current-subscription';
import { programFromPlan, type ChosenPlan } from '../model/plan-program';
import { planProgramChange } from '../model/program-change';
import type { Billing } from './billing';
import type {
  PaymentMethodRecord,
  ProgramRecord,
  SetupIntentRecord,
  SubscriptionRecord,
} from '../records';

/**
 * The user fields enrollment reads: the Stripe customer, made once and kept on the user, and
 * the builder's plan chosen at sign-up.
 */
export interface BillingCustomer {
  id: string;
  email: string;
  stripe_customer_id?: string | null;
  selected_plan?: BasePlan | null;
  premium_features?: PremiumFeature[];
}

/** The builder's plan a user chose, or null when they signed up without one. */
function chosenPlanOf(user: BillingCustomer | null): ProgramAnswer['chosen_plan'] {
  return user?.selected_plan
    ? { base_plan: user.selected_plan, premium_features: [...(user.premium_features ?? [])] }
    : null;
}

/**
 * Starts the program of a new user from the builder's plan (issue 33 point 2, the mapping in
 * `model/plan-program.ts`), inbox first as a save does; a program already there is kept.
 */
export async function startProgramFromPlan(
  {
    store,
    syncInbox,
  }: Pick<EnrollmentDeps, 'syncInbox'> & { store: Pick<EnrollmentStore, 'programs'> },
  userId: string,
  plan: ChosenPlan,
): Promise<void> {
  if (await store.programs.findOne({ user_id: userId })) return;
  const program = programFromPlan(plan);
  await syncInbox(userId, program.email_opt_in);
  await store.programs.update(
    { user_id: userId },
    { setOnInsert: { id: userId, ...program } },
    { upsert: true },
  );
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
  /**
   * The program's email opt-in applied to the user's inbox (the email feature's `syncInbox`,
   * wired in `src/backend/services.ts`): given, so that enrollment does not import the email
   * service, whose paid actions read enrollment's entitlement rule.
   */
  syncInbox: (userId: string, optIn: boolean) => Promise<void>;
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
  syncInbox,
}: EnrollmentDeps): Service<typeof enrollmentEndpoints> {
  /** The Stripe items of a set of price items: each price once, with its quantity. */
  const stripeItemsOf = (keys: readonly PriceKey[]) =>
    priceQuantities(keys).map(({ key, quantity }) => ({ price: billing.priceId(key), quantity }));

  /**
   * A scheduled lowering whose date has come becomes the current items (the rule already
   * counts it from that date: `billedItems`); both backends settle it when they next read it.
   */
  async function settled(subscription: SubscriptionRecord, now: Date) {
    // Cancelled at the period's end and the end has come: it ends, on every backend alike
    // (Stripe's `customer.subscription.deleted` says the same later on the server).
    if (isActiveStatus(subscription.status) && !isRunning(subscription, now)) {
      await store.subscriptions.update({ id: subscription.id }, { set: { status: 'canceled' } });
      return { ...subscription, status: 'canceled' as const };
    }
    const change = subscription.scheduled_change;
    if (!change || Date.parse(change.effective_at) > now.getTime()) return subscription;
    const set = {
      items: change.items,
      monthly_amount: change.monthly_amount,
      scheduled_change: null,
    };
    await store.subscriptions.update({ id: subscription.id }, { set });
    return { ...subscription, ...set };
  }

  const activeSubscription = async (userId: string, now: Date) => {
    const found = await store.subscriptions.findOne(
      { user_id: userId, status: ACTIVE },
      { sort: { created_at: -1 } },
    );
    const current = found && (await settled(found, now));
    return current && isActiveStatus(current.status) ? current : null;
  };

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
      const { savings_support, debt_negotiation, email_opt_in } = program;
      const chosen_plan = chosenPlanOf(await store.users.get(params.user_id));
      return { savings_support, debt_negotiation, email_opt_in, chosen_plan };
    },

    async updateProgram({ params: { user_id }, body, now, log }) {
      // Stripe first: a program the subscription cannot follow is not saved, so the bill and
      // the screen always agree. A raise is billed at once (prorated), a lowering from the next
      // billing date, so each period is billed at the highest level used in it.
      const active = await activeSubscription(user_id, now);
      // A cancelled subscription bills nothing more: the program is saved, the bill stays.
      if (active && !active.cancel_at_period_end) {
        const plan = planProgramChange({
          billed: active.items,
          scheduled: active.scheduled_change?.items ?? null,
          wanted: priceItems(body),
        });
        for (const update of plan.updates) {
          await billing.updateSubscriptionItems({
            subscriptionId: active.id,
            items: stripeItemsOf(update.items),
            proration: update.proration,
          });
        }
        const scheduled_change =
          plan.scheduled && active.current_period_end
            ? {
                items: plan.scheduled,
                monthly_amount: amountOf(plan.scheduled),
                effective_at: active.current_period_end,
              }
            : null;
        if (plan.updates.length > 0) {
          const monthly_amount = amountOf(
            scheduled_change ? plan.items : (plan.scheduled ?? plan.items),
          );
          // Without a period end to wait for, a lowering applies at once.
          await store.subscriptions.update(
            { id: active.id },
            {
              set: {
                items: scheduled_change ? plan.items : (plan.scheduled ?? plan.items),
                price_ids: (plan.scheduled ?? plan.items).map((key) => billing.priceId(key)),
                monthly_amount,
                scheduled_change,
              },
            },
          );
          log.info(
            { user_id, subscription_id: active.id, monthly_amount, scheduled_change },
            'subscription items updated',
          );
        }
      }
      await syncInbox(user_id, body.email_opt_in);
      // The program's id is its user's id.
      await store.programs.update(
        { user_id },
        { set: body, setOnInsert: { id: user_id } },
        { upsert: true },
      );
      return { ...body, chosen_plan: chosenPlanOf(await store.users.get(user_id)) };
    },

    async billingStatus({ user, now }) {
      const [active, methods] = await Promise.all([
        activeSubscription(user.id, now),
        store.paymentMethods.count({ user_id: user.id }),
      ]);
      return {
        has_payment_method: methods > 0,
        subscription_active: active !== null,
        current_period_end: active?.current_period_end ?? null,
        cancel_at_period_end: active?.cancel_at_period_end ?? false,
      };
    },

    listPaymentMethods: ({ user, query }) =>
      store.paymentMethods.find(
        { user_id: user.id },
        { sort: METHOD_ORDER, limit: query.limit ?? PAYMENT_METHODS_BOUND.fallback },
      ),

    async listSubscriptions({ user, query, now }) {
      const subscriptions = await store.subscriptions.find(
        { user_id: user.id },
        { sort: { created_at: -1, id: -1 }, limit: query.limit ?? SUBSCRIPTIONS_BOUND.fallback },
      );
      return Promise.all(subscriptions.map((subscription) => settled(subscription, now)));
    },

    async createSubscription({ body, user, now, log }) {
      if (body.price_id !== billing.priceId('base')) {
        throw new HttpError(404, DETAILS.priceNotFound);
      }
      if (await activeSubscription(user.id, now))
        throw new HttpError(409, DETAILS.subscriptionActive);
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
        items: stripeItemsOf(priceItems(program)),
        paymentMethodId: bank.id,
        // A double click or a retry within Stripe's 24 hours creates one subscription.
        idempotencyKey: `subscription-${user.id}-${earlier + 1}`,
      });
      const record: SubscriptionRecord = {
        ...subscription,
        // Nothing asked Stripe to end a subscription it has just started: a new one runs until
        // the user cancels (stripe-mock's fixed answer says otherwise, with a period long past).
        cancel_at_period_end: false,
        user_id: user.id,
        price_ids: priceItems(program).map((key) => billing.priceId(key)),
        items: priceItems(program),
        monthly_amount: monthlyTotal(program),
        scheduled_change: null,
        authorization: { text: body.authorization_text, agreed_at: now.toISOString() },
        created_at: now.toISOString(),
      };
      // Stripe's idempotency key gives a retry the same subscription, already stored: kept as
      // it is. (An upsert's $setOnInsert loses null fields on FerretDB 1.24.)
      await insertOnce(store.subscriptions, record);
      log.info({ user_id: user.id, subscription_id: record.id }, 'subscription started');
      return record;
    },

    async cancelSubscription({ body, user, now, log }) {
      const found = await store.subscriptions.findOne({
        id: body.subscription_id,
        user_id: user.id,
        status: ACTIVE,
      });
      const subscription = found && (await settled(found, now));
      if (!subscription || !isActiveStatus(subscription.status)) {
        throw new HttpError(404, DETAILS.noActiveSubscription);
      }
      // Cancelled already: the same answer, nothing sent again (it cannot be undone either).
      if (subscription.cancel_at_period_end) return subscription;
      // At the period's end, as the Terms say (section 7): the user keeps what the period paid
      // for, and no further debit is taken; months already paid are not refunded.
      const billed = await billing.cancelSubscription(subscription.id);
      // The end the user was shown stays (Stripe's webhook keeps it current).
      const current_period_end = subscription.current_period_end ?? billed.current_period_end;
      await store.subscriptions.update(
        { id: subscription.id },
        { set: { cancel_at_period_end: true, current_period_end } },
      );
      log.info(
        { user_id: user.id, subscription_id: subscription.id, ends_at: current_period_end },
        'subscription cancelled at the period end',
      );
      return { ...subscription, cancel_at_period_end: true, current_period_end };
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
      // The bank account first, then the intent marked attached: a failure in between leaves an
      // intent the retry attaches again, and the retry finds the account already saved.
      let method = await store.paymentMethods.get(account.id);
      if (method && method.user_id !== user.id) throw new HttpError(409, DETAILS.bankAccountSaved);
      if (!method) {
        const first = (await store.paymentMethods.count({ user_id: user.id })) === 0;
        try {
          method = await store.paymentMethods.insert({
            ...account,
            user_id: user.id,
            is_default: first,
            created_at: now.toISOString(),
          });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Saved by a concurrent attach of the same intent.
          method = await store.paymentMethods.get(account.id);
          if (!method || method.user_id !== user.id) {
            throw new HttpError(409, DETAILS.bankAccountSaved);
          }
        }
      }
      if (method.is_default) {
        await billing.setDefaultPaymentMethod(await customerOf(user.id), account.id);
      }
      await store.setupIntents.update({ id: setup_intent_id }, { set: { attached: true } });
      return method;
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
