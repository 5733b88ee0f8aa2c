/** The program, Stripe billing (subscriptions, bank accounts, webhook) and the disabled bank connection. */
import express, { Router } from 'express';
import { enrollmentEndpoints as api } from '@/features/enrollment/contract';
import { DETAILS } from '@/shared/api/details';
import { serve } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { createBillingService } from './service';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/** The Stripe webhook needs the raw body for its signature: mount it before the JSON parser. */
export function stripeWebhookRoute(deps: AppDeps): Router {
  const router = Router();
  const billing = createBillingService(deps);
  router.post(
    STRIPE_WEBHOOK_PATH,
    express.raw({ type: 'application/json', limit: '1mb' }),
    async (request, response) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Send the Stripe event as JSON');
      const result = await billing.applyWebhook(request.body, request.get('stripe-signature'));
      request.log.info({ stripe_event: result }, 'stripe webhook');
      response.json({ received: true });
    },
  );
  return router;
}

export function enrollmentRoutes(deps: AppDeps): Router {
  const router = Router();
  const billing = createBillingService(deps);
  serve(router, deps, api.getProgram, ({ params }) => billing.program(params.user_id));
  serve(router, deps, api.updateProgram, ({ params, body, request }) =>
    billing.saveProgram(params.user_id, body, request.log),
  );
  serve(router, deps, api.billingStatus, ({ user }) => billing.status(user._id));
  serve(router, deps, api.listPaymentMethods, ({ user }) => billing.paymentMethods(user._id));
  serve(router, deps, api.listSubscriptions, ({ user }) => billing.subscriptions(user._id));
  serve(router, deps, api.createSubscription, ({ body, user, request }) =>
    billing.subscribe(user, body.price_id, body.authorization_text, request.log),
  );
  serve(router, deps, api.cancelSubscription, ({ body, user, request }) =>
    billing.cancel(user._id, body.subscription_id, request.log),
  );
  serve(router, deps, api.createSetupIntent, ({ user }) => billing.startBankAccountSetup(user));
  serve(router, deps, api.attachPaymentMethod, ({ body, user }) =>
    billing.saveBankAccount(user._id, body.setup_intent_id),
  );
  serve(router, deps, api.setDefaultPaymentMethod, ({ body, user }) =>
    billing.makeDefault(user._id, body.payment_method_id),
  );
  serve(router, deps, api.deletePaymentMethod, async ({ params, user }) => {
    await billing.removeBankAccount(user._id, params.id);
    return undefined;
  });
  const disabled = () => {
    throw new HttpError(503, DETAILS.bankConnectionDisabled);
  };
  serve(router, deps, api.listConnectedAccounts, disabled);
  serve(router, deps, api.exchangePublicToken, disabled);
  return router;
}
