/** The settlement workspace's reads: keys, calls and query options per debt. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { settlementEndpoints as api } from '../contract';

export const settlementKeys = {
  all: ['settlement'] as const,
  debt: (tradelineId: string) => [...settlementKeys.all, 'debt', tradelineId] as const,
  details: (tradelineId: string) => [...settlementKeys.debt(tradelineId), 'details'] as const,
};

export function getDebtDetails(tradelineId: string, signal?: AbortSignal) {
  return request(api.getDebtDetails, { params: { id: tradelineId } }, { signal });
}

/** What we know about a debt (holder, collector, last four digits, last payment). */
export function debtDetailsQuery(tradelineId: string) {
  return queryOptions({
    queryKey: settlementKeys.details(tradelineId),
    queryFn: ({ signal }) => getDebtDetails(tradelineId, signal),
  });
}
