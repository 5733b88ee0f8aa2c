/** The program, Stripe billing (subscriptions, bank accounts) and the disabled bank connection. */
import { enrollmentEndpoints as api } from '@/features/enrollment/contract';
import { inboxAddress } from '@/features/email/model/inbox';
import { debitAuthorizationText } from '@/features/enrollment/model/authorization';
import { demoBankName, demoConfirmSetupIntent } from '@/features/enrollment/model/demo-bank';
import { isActiveStatus, monthlyTotal, priceItems } from '@/features/enrollment/model/pricing';
import { addMonths, utcDateOf } from '@/shared/lib/dates';
import { DETAILS } from '@/shared/api/details';
import type { Caller } from '@/shared/store/service';
import { db } from '../db';
import { PRICE_IDS } from '../personas';
import type { PaymentMethodRecord } from '../records';
import { HttpError, newObjectId, route } from './route';

/** Mock bank accounts a confirmed setup intent turns into, in turn. */
const TEST_BANKS = ['STRIPE TEST BANK', 'Chase Bank', 'Wells Fargo', 'Ally Bank'];

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

function paymentMethodsOf(userId: string): PaymentMethodRecord[] {
  return db.paymentMethods
    .findMany((q) => q.where({ user_id: userId }))
    .sort(
      (a, b) =>
        Number(b.is_default) - Number(a.is_default) || a.created_at.localeCompare(b.created_at),
    );
}

function subscriptionsOf(userId: string) {
  return db.subscriptions
    .findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

function activeSubscription(userId: string) {
  return subscriptionsOf(userId).find((subscription) => isActiveStatus(subscription.status));
}

/** Stripe-backed calls know only the caller's own objects: anything else is 404. */
function ownPaymentMethod(id: string, user: Caller): PaymentMethodRecord {
  const method = db.paymentMethods.findFirst((q) => q.where({ id, user_id: user.id }));
  if (!method) throw new HttpError(404, DETAILS.paymentMethodNotFound);
  return method;
}

async function makeDefault(userId: string, id: string | null): Promise<void> {
  await db.paymentMethods.updateMany((q) => q.where({ user_id: userId }), {
    data(method) {
      method.is_default = method.id === id;
    },
  });
}

/** Email deflection on: the user's inbox exists and is active; off: it stops intercepting. */
async function syncInbox(userId: string, optIn: boolean): Promise<void> {
  const account = db.emailAccounts.findFirst((q) => q.where({ user_id: userId }));
  if (!account) {
    const user = db.users.findFirst((q) => q.where({ id: userId }));
    if (!optIn || !user) return;
    await db.emailAccounts.create({
      id: newObjectId(),
      user_id: userId,
      ...inboxAddress(user.email, randomHex(2)),
      active: true,
    });
    return;
  }
  if (account.active !== optIn) {
    await db.emailAccounts.update((q) => q.where({ id: account.id }), {
      data(record) {
        record.active = optIn;
      },
    });
  }
}

export const enrollmentHandlers = [
  route(api.getProgram, ({ params }) => {
    const program = db.programs.findFirst((q) => q.where({ user_id: params.user_id }));
    if (!program) throw new HttpError(404, DETAILS.programNotFound);
    return program;
  }),

  route(api.updateProgram, async ({ params, body }) => {
    // An active subscription bills the new program's items from its next billing date.
    const active = activeSubscription(params.user_id);
    if (active) {
      await db.subscriptions.update((q) => q.where({ id: active.id }), {
        data(record) {
          record.price_ids = priceItems(body).map((key) => PRICE_IDS[key]);
          record.monthly_amount = monthlyTotal(body);
        },
      });
    }
    await syncInbox(params.user_id, body.email_opt_in);
    const existing = db.programs.findFirst((q) => q.where({ user_id: params.user_id }));
    if (!existing) return db.programs.create({ user_id: params.user_id, ...body });
    const updated = await db.programs.update((q) => q.where({ user_id: params.user_id }), {
      data(program) {
        Object.assign(program, body);
      },
    });
    return updated!;
  }),

  route(api.billingStatus, ({ user }) => {
    const active = activeSubscription(user.id);
    return {
      has_payment_method: paymentMethodsOf(user.id).length > 0,
      subscription_active: active !== undefined,
      current_period_end: active?.current_period_end ?? null,
    };
  }),

  route(api.listPaymentMethods, ({ user }) => paymentMethodsOf(user.id)),

  route(api.listSubscriptions, ({ user }) => subscriptionsOf(user.id)),

  route(api.createSubscription, async ({ body, user, now }) => {
    if (body.price_id !== PRICE_IDS.base) throw new HttpError(404, DETAILS.priceNotFound);
    if (activeSubscription(user.id)) {
      throw new HttpError(409, DETAILS.subscriptionActive);
    }
    const bank = paymentMethodsOf(user.id).find((method) => method.is_default);
    if (!bank) throw new HttpError(400, DETAILS.bankAccountRequired);
    const program = db.programs.findFirst((q) => q.where({ user_id: user.id })) ?? {
      savings_support: false,
      debt_negotiation: 0 as const,
    };
    if (body.authorization_text !== debitAuthorizationText({ program, bank })) {
      throw new HttpError(409, DETAILS.authorizationOutdated);
    }
    return db.subscriptions.create({
      id: `sub_${randomHex(10)}`,
      user_id: user.id,
      status: 'active',
      current_period_end: `${addMonths(utcDateOf(now), 1)}T${now.toISOString().slice(11)}`,
      price_ids: priceItems(program).map((key) => PRICE_IDS[key]),
      monthly_amount: monthlyTotal(program),
      authorization: { text: body.authorization_text, agreed_at: now.toISOString() },
      created_at: now.toISOString(),
    });
  }),

  route(api.cancelSubscription, async ({ body, user }) => {
    const subscription = db.subscriptions.findFirst((q) =>
      q.where({ id: body.subscription_id, user_id: user.id }),
    );
    if (!subscription || !isActiveStatus(subscription.status)) {
      throw new HttpError(404, DETAILS.noActiveSubscription);
    }
    const canceled = await db.subscriptions.update((q) => q.where({ id: subscription.id }), {
      data(record) {
        record.status = 'canceled';
      },
    });
    return canceled!;
  }),

  route(api.createSetupIntent, async ({ user, now }) => {
    const setup_intent_id = `seti_${randomHex(12)}`;
    const record = await db.setupIntents.create({
      setup_intent_id,
      client_secret: `${setup_intent_id}_secret_${randomHex(12)}`,
      user_id: user.id,
      attached: false,
      account: null,
      created_at: now.toISOString(),
    });
    return { client_secret: record.client_secret, setup_intent_id };
  }),

  route(api.attachPaymentMethod, async ({ body, user, now }) => {
    const intent = db.setupIntents.findFirst((q) =>
      q.where({ setup_intent_id: body.setup_intent_id, user_id: user.id }),
    );
    if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
    if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
    await db.setupIntents.update((q) => q.where({ setup_intent_id: intent.setup_intent_id }), {
      data(record) {
        record.attached = true;
      },
    });
    const existing = paymentMethodsOf(user.id);
    // Without the demo form's details, a test-mode bank account as Stripe's test mode gives.
    const digits = crypto.getRandomValues(new Uint16Array(1))[0]! % 10_000;
    const account = intent.account ?? {
      bank_name: TEST_BANKS[db.paymentMethods.count() % TEST_BANKS.length]!,
      last_four: String(digits).padStart(4, '0'),
    };
    return db.paymentMethods.create({
      id: `pm_${randomHex(12)}`,
      user_id: user.id,
      ...account,
      is_default: existing.length === 0,
      created_at: now.toISOString(),
    });
  }),

  route(api.setDefaultPaymentMethod, async ({ body, user }) => {
    const method = ownPaymentMethod(body.payment_method_id, user);
    await makeDefault(user.id, method.id);
    return { ...method, is_default: true };
  }),

  route(api.deletePaymentMethod, async ({ params, user }) => {
    const method = ownPaymentMethod(params.id, user);
    db.paymentMethods.delete((q) => q.where({ id: method.id }));
    if (method.is_default) {
      // The oldest remaining bank account takes over as the default.
      await makeDefault(user.id, paymentMethodsOf(user.id)[0]?.id ?? null);
    }
    return undefined;
  }),

  route(api.listConnectedAccounts, () => {
    throw new HttpError(503, DETAILS.bankConnectionDisabled);
  }),

  route(api.exchangePublicToken, () => {
    throw new HttpError(503, DETAILS.bankConnectionDisabled);
  }),
];

/**
 * Stand-ins for what Stripe.js does in the browser, outside the API contract: the demo
 * bank-account form of mock mode confirms its setup intent here (see `model/demo-bank.ts`).
 */
export const stripeStandInHandlers = [
  route(demoConfirmSetupIntent, async ({ params, body, user }) => {
    const intent = db.setupIntents.findFirst((q) =>
      q.where({ setup_intent_id: params.id, user_id: user.id }),
    );
    if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
    if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
    await db.setupIntents.update((q) => q.where({ setup_intent_id: intent.setup_intent_id }), {
      data(record) {
        record.account = {
          bank_name: demoBankName(body.routing_number),
          last_four: body.account_number.slice(-4),
        };
      },
    });
    return { success: true };
  }),
];
