/**
 * Program changes and billing: subscriptions, bank accounts through Stripe setup intents, and
 * the disabled bank connection. Billing changes refetch the status, bank accounts and
 * subscriptions together, since each can change the others.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { enrollmentEndpoints as api, type Program } from '../contract';
import { enrollmentKeys } from './enrollment.queries';

export function updateProgram(userId: string, program: Program) {
  return request(api.updateProgram, { params: { user_id: userId }, body: program });
}

export function createSubscription(priceId: string) {
  return request(api.createSubscription, { body: { price_id: priceId } });
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

export function useUpdateProgram(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (program: Program) => updateProgram(userId, program),
    onSuccess: (program) => client.setQueryData(enrollmentKeys.program(userId), program),
  });
}

function useBillingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: enrollmentKeys.billing() }),
  });
}

export const useCreateSubscription = () => useBillingMutation(createSubscription);
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
