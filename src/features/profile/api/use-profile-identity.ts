/**
 * The state, full name and mailing address (issue 27): read and saved through their own
 * endpoints, loaded only where used (the settlement workspace, letters), never on My Home: the
 * name keeps it out of the portal chunk group, which takes `*.queries` modules (vite.config.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, request } from '@/shared/api';
import {
  profileIdentityEndpoints as api,
  type ProfileIdentityAnswer,
  type UpdateProfileIdentityBody,
} from '../contract/identity';
import { profileKeys } from './profile.queries';

const identityKey = (userId: string) => [...profileKeys.all, 'identity', userId] as const;

/** The identity, or null while the user has no financial profile yet (the API's 404). */
export function profileIdentityQuery(userId: string) {
  return queryOptions({
    queryKey: identityKey(userId),
    queryFn: async ({ signal }): Promise<ProfileIdentityAnswer | null> => {
      try {
        return await request(api.getProfileIdentity, { params: { user_id: userId } }, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSaveProfileIdentity(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileIdentityBody) =>
      request(api.updateProfileIdentity, { params: { user_id: userId }, body }),
    onSuccess: (identity) => client.setQueryData(identityKey(userId), identity),
  });
}
