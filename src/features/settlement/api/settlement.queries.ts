/** The settlement workspace's reads: keys, calls and query options per debt. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { settlementEndpoints as api } from '../contract';

export const settlementKeys = {
  all: ['settlement'] as const,
  debt: (tradelineId: string) => [...settlementKeys.all, 'debt', tradelineId] as const,
  details: (tradelineId: string) => [...settlementKeys.debt(tradelineId), 'details'] as const,
  workspace: (tradelineId: string) => [...settlementKeys.debt(tradelineId), 'workspace'] as const,
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

export function getSettlement(tradelineId: string, signal?: AbortSignal) {
  return request(api.getSettlement, { params: { id: tradelineId } }, { signal });
}

/** The debt's offers and written agreement (402 without the tools entitlement). */
export function settlementQuery(tradelineId: string) {
  return queryOptions({
    queryKey: settlementKeys.workspace(tradelineId),
    queryFn: ({ signal }) => getSettlement(tradelineId, signal),
    // A 402 is an answer, not a failure to retry.
    retry: false,
  });
}
