/**
 * Program changes and billing: subscriptions, bank accounts through Stripe setup intents, and
 * the disabled bank connection. Billing changes refetch the status, bank accounts and
 * subscriptions together, since each can change the others.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { enrollmentEndpoints as api, type Program } from '../contract';
import { demoConfirmSetupIntent, type DemoBankAccount } from '../model/demo-bank';
import { enrollmentKeys } from './program.queries';

/** Saves the three options only: the answer's `chosen_plan` is the server's to say. */
export function updateProgram(userId: string, program: Program) {
  const { savings_support, debt_negotiation, email_opt_in } = program;
  return request(api.updateProgram, {
    params: { user_id: userId },
    body: { savings_support, debt_negotiation, email_opt_in },
  });
}

export function createSubscription(input: { priceId: string; authorizationText: string }) {
  return request(api.createSubscription, {
    body: { price_id: input.priceId, authorization_text: input.authorizationText },
  });
}

export function cancelSubscription(subscriptionId: string) {
  return request(api.cancelSubscription, { body: { subscription_id: subscriptionId } });
}

export function createSetupIntent() {
  return request(api.createSetupIntent, {});
}

export function attachPaymentMethod(setupIntentId: string) {
  return request(api.attachPaymentMethod, { body: { setup_intent_id: setupIntentId } });
}

export function setDefaultPaymentMethod(paymentMethodId: string) {
  return request(api.setDefaultPaymentMethod, { body: { payment_method_id: paymentMethodId } });
}

export function deletePaymentMethod(id: string) {
  return request(api.deletePaymentMethod, { params: { id } });
}

export function exchangePublicToken(publicToken: string) {
  return request(api.exchangePublicToken, { body: { public_token: publicToken } });
}

/** Mock mode only: confirms a setup intent with the demo form's bank account (see model/demo-bank). */
export function confirmDemoSetupIntent(setupIntentId: string, account: DemoBankAccount) {
  return request(demoConfirmSetupIntent, { params: { id: setupIntentId }, body: account });
}

export function useUpdateProgram(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (program: Program) => updateProgram(userId, program),
    onSuccess: async (program) => {
      client.setQueryData(enrollmentKeys.program(userId), program);
      // An active subscription's amount follows the program.
      await client.invalidateQueries({ queryKey: enrollmentKeys.subscriptions() });
    },
  });
}

function useBillingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: enrollmentKeys.billing() }),
  });
}

/** The delay after creating a subscription before the data reloads (spec section 9). */
export const SUBSCRIPTION_RELOAD_DELAY_MS = 1_000;

/** Stays pending ('Creating...') through the 1 s delay and the reload that follows. */
export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_RELOAD_DELAY_MS));
      await client.invalidateQueries({ queryKey: enrollmentKeys.billing() });
    },
  });
}
export const useCancelSubscription = () => useBillingMutation(cancelSubscription);
export const useAttachPaymentMethod = () => useBillingMutation(attachPaymentMethod);
export const useSetDefaultPaymentMethod = () => useBillingMutation(setDefaultPaymentMethod);
export const useDeletePaymentMethod = () => useBillingMutation(deletePaymentMethod);

/** Starts adding a bank account; nothing cached changes until it is attached. */
export function useCreateSetupIntent() {
  return useMutation({ mutationFn: createSetupIntent });
}

export function useExchangePublicToken() {
  return useMutation({ mutationFn: exchangePublicToken });
}
