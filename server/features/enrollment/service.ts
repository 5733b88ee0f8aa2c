/**
 * The program options and billing. Stripe holds the money side; this server keeps what the
 * screens show (bank accounts, subscriptions) and checks ownership on every call. Without
 * transactions (FerretDB), each write is safe on its own: Stripe first, then the local record,
 * and retries are idempotent.
 */
import { randomBytes } from 'node:crypto';
import { inboxAddress } from '@/features/email/model/inbox';
import type { Program } from '@/features/enrollment/contract';
import { debitAuthorizationText } from '@/features/enrollment/model/authorization';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  monthlyTotal,
  priceItems,
  priceQuantities,
  type PriceKey,
} from '@/features/enrollment/model/pricing';
import { DETAILS } from '@/shared/api/details';
import type { BillingWebhookEvent } from '../../adapters/billing';
import type { Caller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError, isDuplicateKey } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { PaymentMethodDoc, SubscriptionDoc } from './model';

const ACTIVE = { $in: [...ACTIVE_SUBSCRIPTION_STATUSES] };

function presentMethod(method: PaymentMethodDoc) {
  return {
    id: method._id,
    bank_name: method.bank_name,
    last_four: method.last_four,
    is_default: method.is_default,
  };
}

function presentSubscription(subscription: SubscriptionDoc) {
  const { authorization } = subscription;
  return {
    id: subscription._id,
    status: subscription.status,
    current_period_end: subscription.current_period_end?.toISOString() ?? null,
    monthly_amount: subscription.monthly_amount,
    authorization: authorization
      ? { text: authorization.text, agreed_at: authorization.agreed_at.toISOString() }
      : null,
  };
}

/** The Stripe items of a program: each price once, with its quantity. */
function itemsOf(
  program: Pick<Program, 'savings_support' | 'debt_negotiation'>,
  priceId: (key: PriceKey) => string,
) {
  return priceQuantities(priceItems(program)).map(({ key, quantity }) => ({
    price: priceId(key),
    quantity,
  }));
}

export function createBillingService({ models, billing, config }: AppDeps) {
  const inboxDomain = config.INBOX_DOMAIN;
  async function methodsOf(userId: string) {
    return models.PaymentMethod.find({ user_id: userId })
      .sort({ is_default: -1, created_at: 1, _id: 1 })
      .lean();
  }

  async function activeSubscription(userId: string) {
    return models.Subscription.findOne({ user_id: userId, status: ACTIVE })
      .sort({ created_at: -1 })
      .lean();
  }

  async function ownMethod(userId: string, id: string) {
    const method = await models.PaymentMethod.findOne({ _id: id, user_id: userId }).lean();
    if (!method) throw new HttpError(404, DETAILS.paymentMethodNotFound);
    return method;
  }

  /** The user's Stripe customer, created on first use. */
  async function customerOf(userId: string): Promise<string> {
    const user = await models.User.findById(userId)
      .select({ stripe_customer_id: 1, email: 1 })
      .lean();
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    if (user.stripe_customer_id) return user.stripe_customer_id;
    // Stripe's idempotency key makes two racing first calls create one customer.
    const customerId = await billing.createCustomer({ id: userId, email: user.email });
    await models.User.updateOne(
      { _id: userId, stripe_customer_id: null },
      { $set: { stripe_customer_id: customerId } },
    );
    return customerId;
  }

  /** Makes `id` the only default bank account of the user (none when null). */
  async function setLocalDefault(userId: string, id: string | null) {
    await models.PaymentMethod.updateMany(
      { user_id: userId, _id: { $ne: id } },
      { $set: { is_default: false } },
    );
    if (id)
      await models.PaymentMethod.updateOne(
        { _id: id, user_id: userId },
        { $set: { is_default: true } },
      );
  }

  /** Email deflection on: the user's inbox exists and is active; off: it stops intercepting. */
  async function syncInbox(userId: string, optIn: boolean): Promise<void> {
    const account = await models.EmailAccount.findOne({ user_id: userId }).lean();
    if (account) {
      if (account.active !== optIn) {
        await models.EmailAccount.updateOne({ _id: account._id }, { $set: { active: optIn } });
      }
      return;
    }
    if (!optIn) return;
    const user = await models.User.findById(userId).select({ email: 1 }).lean();
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    // The unique address index makes a retry with a clashing suffix fail loudly, never twice.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await models.EmailAccount.create({
          user_id: userId,
          ...inboxAddress(user.email, randomBytes(2).toString('hex'), inboxDomain),
          active: true,
        });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new HttpError(409, 'Could not create the email inbox. Please try again.');
  }

  return {
    async program(userId: string): Promise<Program> {
      const program = await models.Program.findOne({ user_id: userId }).lean();
      if (!program) throw new HttpError(404, DETAILS.programNotFound);
      return {
        savings_support: program.savings_support,
        debt_negotiation: program.debt_negotiation,
        email_opt_in: program.email_opt_in,
      };
    },

    async saveProgram(userId: string, body: Program, log?: Logger): Promise<Program> {
      // Stripe first: a program the subscription cannot follow is not saved, so what the user
      // is billed from the next billing date is always the program the screen shows.
      const active = await activeSubscription(userId);
      const keys = priceItems(body);
      const priceIds = keys.map((key) => billing.priceId(key));
      if (active && priceIds.join(',') !== active.price_ids.join(',')) {
        await billing.updateSubscriptionItems({
          subscriptionId: active._id,
          items: itemsOf(body, (key) => billing.priceId(key)),
        });
        await models.Subscription.updateOne(
          { _id: active._id },
          { $set: { price_ids: priceIds, monthly_amount: monthlyTotal(body) } },
        );
        log?.info(
          { user_id: userId, subscription_id: active._id, monthly_amount: monthlyTotal(body) },
          'subscription items updated',
        );
      }
      await syncInbox(userId, body.email_opt_in);
      await models.Program.updateOne(
        { user_id: userId },
        { $set: { ...body, user_id: userId } },
        { upsert: true },
      );
      return body;
    },

    async status(userId: string) {
      const [active, method] = await Promise.all([
        activeSubscription(userId),
        models.PaymentMethod.exists({ user_id: userId }),
      ]);
      return {
        has_payment_method: method !== null,
        subscription_active: active !== null,
        current_period_end: active?.current_period_end?.toISOString() ?? null,
      };
    },

    async paymentMethods(userId: string) {
      return (await methodsOf(userId)).map(presentMethod);
    },

    async subscriptions(userId: string) {
      const subscriptions = await models.Subscription.find({ user_id: userId })
        .sort({ created_at: -1, _id: -1 })
        .lean();
      return subscriptions.map(presentSubscription);
    },

    async subscribe(user: Caller, priceId: string, authorizationText: string, log: Logger) {
      if (priceId !== billing.priceId('base')) throw new HttpError(404, DETAILS.priceNotFound);
      if (await activeSubscription(user._id)) throw new HttpError(409, DETAILS.subscriptionActive);
      const method = await models.PaymentMethod.findOne({
        user_id: user._id,
        is_default: true,
      }).lean();
      if (!method) throw new HttpError(400, DETAILS.bankAccountRequired);
      const program = (await models.Program.findOne({ user_id: user._id }).lean()) ?? {
        savings_support: false,
        debt_negotiation: 0 as const,
      };
      // The user agreed to the text the screen built from this program and bank account.
      if (authorizationText !== debitAuthorizationText({ program, bank: method })) {
        throw new HttpError(409, DETAILS.authorizationOutdated);
      }
      const keys = priceItems(program);
      const customerId = await customerOf(user._id);
      const earlier = await models.Subscription.countDocuments({ user_id: user._id });
      const subscription = await billing.createSubscription({
        customerId,
        items: itemsOf(program, (key) => billing.priceId(key)),
        paymentMethodId: method._id,
        // A double click or a retry within Stripe's 24 hours creates one subscription.
        idempotencyKey: `subscription-${user._id}-${earlier + 1}`,
      });
      const record = {
        _id: subscription.id,
        user_id: user._id,
        status: subscription.status,
        current_period_end: subscription.current_period_end,
        price_ids: keys.map((key) => billing.priceId(key)),
        monthly_amount: monthlyTotal(program),
        authorization: { text: authorizationText, agreed_at: new Date() },
      };
      await models.Subscription.updateOne(
        { _id: subscription.id },
        { $setOnInsert: record },
        { upsert: true },
      );
      log.info({ user_id: user._id, subscription_id: subscription.id }, 'subscription started');
      return presentSubscription({ ...record, created_at: new Date(), updated_at: new Date() });
    },

    async cancel(userId: string, subscriptionId: string, log: Logger) {
      const subscription = await models.Subscription.findOne({
        _id: subscriptionId,
        user_id: userId,
        status: ACTIVE,
      }).lean();
      if (!subscription) throw new HttpError(404, DETAILS.noActiveSubscription);
      await billing.cancelSubscription(subscription._id);
      // Cancelling ends the subscription at once (no refund of the current month); the
      // period end stays what the user was shown. Stripe's webhook confirms the status.
      const change = { status: 'canceled' as const };
      await models.Subscription.updateOne({ _id: subscription._id }, { $set: change });
      log.info({ user_id: userId, subscription_id: subscription._id }, 'subscription cancelled');
      return presentSubscription({ ...subscription, ...change });
    },

    async startBankAccountSetup(user: Caller) {
      const intent = await billing.createSetupIntent(await customerOf(user._id));
      await models.SetupIntent.create({ _id: intent.id, user_id: user._id });
      return { client_secret: intent.client_secret, setup_intent_id: intent.id };
    },

    async saveBankAccount(userId: string, setupIntentId: string) {
      const intent = await models.SetupIntent.findOne({
        _id: setupIntentId,
        user_id: userId,
      }).lean();
      if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
      if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
      const account = await billing.bankAccountOf(setupIntentId);
      if (!account) throw new HttpError(409, DETAILS.bankAccountNotConfirmed);
      const claimed = await models.SetupIntent.updateOne(
        { _id: setupIntentId, attached: false },
        { $set: { attached: true } },
      );
      if (claimed.modifiedCount === 0) throw new HttpError(409, DETAILS.bankAccountSaved);
      const first = !(await models.PaymentMethod.exists({ user_id: userId }));
      try {
        const method = await models.PaymentMethod.create({
          _id: account.id,
          user_id: userId,
          bank_name: account.bank_name,
          last_four: account.last_four,
          is_default: first,
        });
        if (first) await billing.setDefaultPaymentMethod(await customerOf(userId), account.id);
        return presentMethod(method.toObject());
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, DETAILS.bankAccountSaved);
        throw error;
      }
    },

    async makeDefault(userId: string, paymentMethodId: string) {
      const method = await ownMethod(userId, paymentMethodId);
      await billing.setDefaultPaymentMethod(await customerOf(userId), method._id);
      await setLocalDefault(userId, method._id);
      return presentMethod({ ...method, is_default: true });
    },

    async removeBankAccount(userId: string, paymentMethodId: string) {
      const method = await ownMethod(userId, paymentMethodId);
      await billing.detachPaymentMethod(method._id);
      await models.PaymentMethod.deleteOne({ _id: method._id });
      if (method.is_default) {
        // The oldest remaining bank account takes over as the default.
        const next = (await methodsOf(userId))[0];
        if (next) {
          await billing.setDefaultPaymentMethod(await customerOf(userId), next._id);
          await setLocalDefault(userId, next._id);
        }
      }
    },

    /**
     * Applies one Stripe event; returns what was done. The event is marked processed only
     * after it has been applied, so a failure in between leaves it for Stripe's retry; every
     * change it makes is idempotent, so a redelivery (even a concurrent one) changes nothing.
     */
    async applyWebhook(payload: Buffer, signature: string | undefined): Promise<string> {
      const event = billing.parseWebhook(payload, signature);
      if (await models.StripeEvent.exists({ _id: event.id })) return 'duplicate';
      const result = await applyStripeEvent(event);
      try {
        await models.StripeEvent.create({ _id: event.id, type: event.type });
      } catch (error) {
        // Delivered twice at once: the other delivery marked it first.
        if (!isDuplicateKey(error)) throw error;
      }
      return result;
    },
  };

  /** Makes the event's change; each is idempotent (a set status, a removal). */
  async function applyStripeEvent(event: BillingWebhookEvent): Promise<string> {
    switch (event.type) {
      case 'subscription': {
        const { id, status, current_period_end } = event.subscription;
        const result = await models.Subscription.updateOne(
          { _id: id },
          { $set: { status, ...(current_period_end ? { current_period_end } : {}) } },
        );
        return result.matchedCount > 0 ? `subscription ${status}` : 'unknown subscription';
      }
      case 'payment_method.detached': {
        const method = await models.PaymentMethod.findOneAndDelete({
          _id: event.payment_method_id,
        }).lean();
        if (method?.is_default) {
          const next = (await methodsOf(method.user_id))[0];
          if (next) await setLocalDefault(method.user_id, next._id);
        }
        return method ? 'payment method removed' : 'unknown payment method';
      }
      default:
        return `ignored ${event.stripe_type}`;
    }
  }
}
