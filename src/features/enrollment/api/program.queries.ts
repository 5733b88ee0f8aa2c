/**
 * Reads of the program and the subscriptions: the portal's first screen uses only these, so
 * they carry only `contract/program.ts`, not the billing endpoints (`enrollment.queries.ts`).
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiError, request } from '@/shared/api';
import { programEndpoints as api, type ProgramAnswer } from '../contract/program';

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

export function getSubscriptions(signal?: AbortSignal) {
  return request(api.listSubscriptions, {}, { signal });
}

export function subscriptionsQuery() {
  return queryOptions({
    queryKey: enrollmentKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}
