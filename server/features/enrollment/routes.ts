/** The program, Stripe billing (subscriptions, bank accounts, webhook) and the disabled bank connection. */
import express, { Router } from 'express';
import { passDefaultOn, type EnrollmentStore } from '@/features/enrollment/service/enrollment';
import { HttpError } from '@/shared/api/details';
import type { BillingWebhookEvent } from '../../adapters/billing';
import type { AppDeps } from '../../platform/deps';
import { isDuplicateKey } from '../../platform/errors';
import { createMongoStore } from '../../platform/store';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/**
 * The Stripe webhook needs the raw body for its signature: mount it before the JSON parser.
 * An event is marked processed only after it has been applied, so a failure in between leaves
 * it for Stripe's retry; every change it makes is idempotent (a set status, a removal), so a
 * redelivery (even a concurrent one) changes nothing. Stripe does not order its events: a
 * subscription event older than the last one applied to that subscription is ignored, and of
 * events created in the same second (`created` counts seconds) none can be told the later: the
 * subscription is then read from Stripe and applied as it is there.
 */
export function stripeWebhookRoute({ models, billing }: AppDeps): Router {
  const store: Pick<EnrollmentStore, 'paymentMethods'> = createMongoStore(models);

  async function apply(event: BillingWebhookEvent): Promise<string> {
    switch (event.type) {
      case 'subscription': {
        const { id, status, current_period_end, cancel_at_period_end } = event.subscription;
        const { created } = event;
        // One conditional write: applied only when newer than the last event applied, so a
        // delayed `updated` never revives a `deleted` subscription.
        const result = await models.Subscription.updateOne(
          {
            _id: id,
            $or: [{ stripe_event_at: null }, { stripe_event_at: { $lt: created } }],
          },
          {
            $set: {
              status,
              cancel_at_period_end,
              stripe_event_at: created,
              ...(current_period_end ? { current_period_end } : {}),
            },
          },
        );
        if (result.matchedCount > 0) return `subscription ${status}`;
        // `stripe_event_at` is the server's own field beside the record (model.ts).
        const stored = (await models.Subscription.findById(id, { stripe_event_at: 1 }).lean()) as {
          stripe_event_at?: number | null;
        } | null;
        if (!stored) return 'unknown subscription';
        if (stored.stripe_event_at !== created) return 'older than the last applied event: ignored';
        // A tie: arrival order says nothing (`past_due` then `active` ended `active`).
        const current = await billing.retrieveSubscription(id);
        await models.Subscription.updateOne(
          { _id: id, stripe_event_at: created },
          {
            $set: {
              status: current.status,
              cancel_at_period_end: current.cancel_at_period_end,
              ...(current.current_period_end
                ? { current_period_end: current.current_period_end }
                : {}),
            },
          },
        );
        return `subscription ${current.status}, read from Stripe (events of the same second)`;
      }
      case 'payment_method.detached': {
        const method = await store.paymentMethods.get(event.payment_method_id);
        // Delivered twice at once: only the delivery that removed it passes the default on.
        if (!method || (await store.paymentMethods.remove({ id: method.id })) === 0) {
          return 'unknown payment method';
        }
        if (method.is_default) await passDefaultOn(store, method.user_id);
        return 'payment method removed';
      }
      default:
        return `ignored ${event.stripe_type}`;
    }
  }

  const router = Router();
  router.post(
    STRIPE_WEBHOOK_PATH,
    express.raw({ type: 'application/json', limit: '1mb' }),
    async (request, response) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Send the Stripe event as JSON');
      const event = billing.parseWebhook(request.body, request.get('stripe-signature'));
      let result = 'duplicate';
      if (!(await models.StripeEvent.exists({ _id: event.id }))) {
        result = await apply(event);
        await models.StripeEvent.create({ _id: event.id, type: event.type }).catch((error) => {
          // Delivered twice at once: the other delivery marked it first.
          if (!isDuplicateKey(error)) throw error;
        });
      }
      request.log.info({ stripe_event: result }, 'stripe webhook');
      response.json({ received: true });
    },
  );
  return router;
}
