/** The program, billing through the Stripe stand-in, and the demo bank form's confirmation. */
import { enrollmentEndpoints as api } from '@/features/enrollment/contract';
import { demoBankName, demoConfirmSetupIntent } from '@/features/enrollment/model/demo-bank';
import { createEnrollmentService } from '@/features/enrollment/service/enrollment';
import { DETAILS } from '@/shared/api/details';
import { mockBilling } from '../billing';
import { store } from '../store';
import { HttpError, route, serviceHandlers } from './route';

export const enrollmentHandlers = serviceHandlers(
  api,
  createEnrollmentService({ store, billing: mockBilling }),
);

/**
 * Stand-ins for what Stripe.js does in the browser, outside the API contract: the demo
 * bank-account form of mock mode confirms its setup intent here (see `model/demo-bank.ts`).
 */
export const stripeStandInHandlers = [
  route(demoConfirmSetupIntent, async ({ params, body, user }) => {
    const intent = await store.setupIntents.findOne({ id: params.id, user_id: user.id });
    if (!intent) throw new HttpError(404, DETAILS.setupIntentNotFound);
    if (intent.attached) throw new HttpError(409, DETAILS.bankAccountSaved);
    const account = {
      bank_name: demoBankName(body.routing_number),
      last_four: body.account_number.slice(-4),
    };
    await store.setupIntents.update({ id: intent.id }, { set: { account } });
    return { success: true };
  }),
];
