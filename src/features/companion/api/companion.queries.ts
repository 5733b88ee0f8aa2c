/** The companion's reads: keys and query options. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { companionEndpoints as api } from '../contract';

export const companionKeys = {
  all: ['companion'] as const,
  calls: (userId: string) => [...companionKeys.all, 'calls', userId] as const,
};

/** The user's companion calls and whether another may start (a subscription or the free one). */
export function companionCallsQuery(userId: string) {
  return queryOptions({
    queryKey: companionKeys.calls(userId),
    queryFn: ({ signal }) =>
      request(api.listCompanionCalls, { params: { user_id: userId } }, { signal }),
  });
}
