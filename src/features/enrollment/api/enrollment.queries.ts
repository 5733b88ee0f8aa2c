/**
 * Reads of the billing status, bank accounts and the bank connection; the program's and the
 * subscriptions' are in program.queries.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { billingEndpoints as api } from '../contract/billing';
import { enrollmentKeys } from './program.queries';

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
