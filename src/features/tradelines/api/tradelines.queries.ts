/** Reads of tradelines and the creditor list: keys, calls and query options. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { tradelineEndpoints as api } from '../contract';

export const tradelineKeys = {
  all: ['tradelines'] as const,
  list: (userId: string) => [...tradelineKeys.all, 'list', userId] as const,
  creditors: () => [...tradelineKeys.all, 'creditors'] as const,
};

export function getTradelines(userId: string, signal?: AbortSignal) {
  return request(api.listTradelines, { params: { user_id: userId } }, { signal });
}

export function tradelinesQuery(userId: string) {
  return queryOptions({
    queryKey: tradelineKeys.list(userId),
    queryFn: ({ signal }) => getTradelines(userId, signal),
  });
}

export function getCreditors(signal?: AbortSignal) {
  return request(api.listCreditors, {}, { signal });
}

/** The creditor pick list changes rarely: keep it for the session. */
export function creditorsQuery() {
  return queryOptions({
    queryKey: tradelineKeys.creditors(),
    queryFn: ({ signal }) => getCreditors(signal),
    staleTime: Infinity,
  });
}
