/** Reads of the financial profile and the account: keys, calls and query options. */
import { queryOptions } from '@tanstack/react-query';
import { isApiError, request } from '@/shared/api';
import { profileEndpoints as api, type FinancialProfile } from '../contract';

export const profileKeys = {
  all: ['profile'] as const,
  financial: (userId: string) => [...profileKeys.all, 'financial', userId] as const,
  account: (userId: string) => [...profileKeys.all, 'account', userId] as const,
};

/** The financial profile, or null when the user has none yet (the API's 404). */
export async function getFinancialProfile(
  userId: string,
  signal?: AbortSignal,
): Promise<FinancialProfile | null> {
  try {
    return await request(api.getFinancialProfile, { params: { user_id: userId } }, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getAccount(userId: string, signal?: AbortSignal) {
  return request(api.getAccount, { params: { user_id: userId } }, { signal });
}

export function accountQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.account(userId),
    queryFn: ({ signal }) => getAccount(userId, signal),
  });
}
