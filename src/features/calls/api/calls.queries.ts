/** The user's creditor calls and their state (`GET /calls/{user_id}`), and asking for one. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { callEndpoints as api, type UserCall } from '../contract';
import { isWaiting } from '../model/calls';

export const callKeys = {
  all: ['calls'] as const,
  of: (userId: string) => [...callKeys.all, userId] as const,
};

/** While a call waits for an agent, its state is read again every minute. */
export const WAITING_CALL_REFRESH_MS = 60_000;

export function getCalls(userId: string, signal?: AbortSignal) {
  return request(api.listCalls, { params: { user_id: userId } }, { signal });
}

export function callsQuery(userId: string) {
  return queryOptions({
    queryKey: callKeys.of(userId),
    queryFn: ({ signal }) => getCalls(userId, signal),
    refetchInterval: (query) =>
      (query.state.data as UserCall[] | undefined)?.some((call) => isWaiting(call.status))
        ? WAITING_CALL_REFRESH_MS
        : false,
  });
}

export function startCall(userId: string, tradelineName: string) {
  return request(api.startCall, { body: { user_id: userId, tradeline_name: tradelineName } });
}

/**
 * Requests a coached call; the user's calls are read again either way, so its state shows on the
 * step (a refusal because a call already waits, from another tab say, shows that call too).
 */
export function useStartCall(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tradelineName: string) => startCall(userId, tradelineName),
    onSettled: () => client.invalidateQueries({ queryKey: callKeys.of(userId) }),
  });
}
