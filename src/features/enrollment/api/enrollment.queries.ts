/** Reads of the program, billing status, bank accounts and subscriptions. */
import { queryOptions } from '@tanstack/react-query';
import { isApiError, request } from '@/shared/api';
import { enrollmentEndpoints as api, type ProgramAnswer } from '../contract';

export const enrollmentKeys = {
  all: ['enrollment'] as const,
  program: (userId: string) => [...enrollmentKeys.all, 'program', userId] as const,
  billing: () => [...enrollmentKeys.all, 'billing'] as const,
  billingStatus: () => [...enrollmentKeys.billing(), 'status'] as const,
  paymentMethods: () => [...enrollmentKeys.billing(), 'payment-methods'] as const,
  subscriptions: () => [...enrollmentKeys.billing(), 'subscriptions'] as const,
  connectedAccounts: () => [...enrollmentKeys.all, 'connected-accounts'] as const,
};

/** The program, or null when the user has none (the API's 404). */
export async function getProgram(
  userId: string,
  signal?: AbortSignal,
): Promise<ProgramAnswer | null> {
  try {
    return await request(api.getProgram, { params: { user_id: userId } }, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function programQuery(userId: string) {
  return queryOptions({
    queryKey: enrollmentKeys.program(userId),
    queryFn: ({ signal }) => getProgram(userId, signal),
  });
}

export function getBillingStatus(signal?: AbortSignal) {
  return request(api.billingStatus, {}, { signal });
}

export function billingStatusQuery() {
  return queryOptions({
    queryKey: enrollmentKeys.billingStatus(),
    queryFn: ({ signal }) => getBillingStatus(signal),
  });
}

export function getPaymentMethods(signal?: AbortSignal) {
  return request(api.listPaymentMethods, {}, { signal });
}

export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: enrollmentKeys.paymentMethods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}

export function getSubscriptions(signal?: AbortSignal) {
  return request(api.listSubscriptions, {}, { signal });
}

export function subscriptionsQuery() {
  return queryOptions({
    queryKey: enrollmentKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

/** The bank connection is disabled: this answers 503, which callers show as a toast. */
export function getConnectedAccounts(signal?: AbortSignal) {
  return request(api.listConnectedAccounts, {}, { signal });
}

export function connectedAccountsQuery() {
  return queryOptions({
    queryKey: enrollmentKeys.connectedAccounts(),
    queryFn: ({ signal }) => getConnectedAccounts(signal),
    retry: false,
  });
}
