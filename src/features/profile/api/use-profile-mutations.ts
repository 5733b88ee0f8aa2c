/** Changes to the financial profile and the account, each invalidating what it changes. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { timelineKeys } from '@/features/timeline';
import { isApiError, request } from '@/shared/api';
import {
  profileEndpoints as api,
  type FinancialProfile,
  type UpdateAccountBody,
  type UpdateFinancialProfileBody,
} from '../contract';
import { createFinancialProfile, profileCreateBody } from './default-profile';
import { profileKeys } from './profile.queries';

/** PUT the changes; when the profile does not exist yet (404), POST it instead (spec section 7). */
export async function saveFinancialProfile(
  userId: string,
  changes: UpdateFinancialProfileBody,
): Promise<FinancialProfile> {
  try {
    return await request(api.updateFinancialProfile, {
      params: { user_id: userId },
      body: changes,
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    return createFinancialProfile(profileCreateBody(userId, changes));
  }
}

/** Income changes move pending events (the server reschedules them): refetch them too. */
function storeProfile(client: QueryClient, profile: FinancialProfile) {
  client.setQueryData(profileKeys.financial(profile.user_id), profile);
  void client.invalidateQueries({ queryKey: timelineKeys.events(profile.user_id) });
}

/** Creates the default profile (after a 404 on read) or a given one. */
export function useCreateFinancialProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFinancialProfile,
    onSuccess: (profile) => storeProfile(client, profile),
  });
}

export function useSaveFinancialProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateFinancialProfileBody) => saveFinancialProfile(userId, changes),
    onSuccess: (profile) => storeProfile(client, profile),
  });
}

export function useUpdateAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) =>
      request(api.updateAccount, { params: { user_id: userId }, body }),
    onSuccess: (account) => client.setQueryData(profileKeys.account(userId), account),
  });
}
