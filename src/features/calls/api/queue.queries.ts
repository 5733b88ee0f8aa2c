/**
 * The creditor-call queue (Admin > Call queue): pages of open or closed calls, claiming and
 * recording outcomes. Its keys sit under the admin area's, which it refreshes with its analytics.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { adminKeys } from '@/features/admin';
import { callEndpoints as api, type CallOutcome } from '../contract';

export interface CallQueueFilter {
  queue: 'open' | 'closed';
  page: number;
  page_size?: number;
}

export const callQueueKeys = {
  all: [...adminKeys.all, 'calls'] as const,
  page: (filter: CallQueueFilter) => [...callQueueKeys.all, filter] as const,
};

export function getCallQueue(filter: CallQueueFilter, signal?: AbortSignal) {
  return request(api.listQueue, { query: filter }, { signal });
}

export function callQueueQuery(filter: CallQueueFilter) {
  return queryOptions({
    queryKey: callQueueKeys.page(filter),
    queryFn: ({ signal }) => getCallQueue(filter, signal),
    placeholderData: keepPreviousData,
    // New requests arrive at any time: read again whenever the page shows the queue.
    staleTime: 0,
  });
}

/** Claiming or closing a call changes the queue and the analytics' count of calls waiting. */
function useRefreshCalls() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callQueueKeys.all }),
      client.invalidateQueries({ queryKey: adminKeys.analytics() }),
    ]);
}

export function useClaimCall() {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (callId: string) => request(api.claimCall, { params: { id: callId } }),
    // A refusal (another admin claimed it first) also means the queue on screen is out of date.
    onSettled: refresh,
  });
}

export function useResolveCall() {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: ({ callId, outcome }: { callId: string; outcome: CallOutcome }) =>
      request(api.resolveCall, { params: { id: callId }, body: outcome }),
    onSuccess: refresh,
  });
}
