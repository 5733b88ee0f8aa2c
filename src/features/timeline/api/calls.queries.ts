/** The user's creditor calls and their state (`GET /calls/{user_id}`). */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { timelineEndpoints as api, type UserCall } from '../contract';
import { isWaiting } from '../model/calls';
import { timelineKeys } from './timeline.queries';

export const callKeys = {
  all: [...timelineKeys.all, 'calls'] as const,
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
