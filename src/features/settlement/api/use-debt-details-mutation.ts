/** Saving what we know about a debt; the answer replaces the cached details. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { settlementEndpoints as api, type UpdateDebtDetailsBody } from '../contract';
import { settlementKeys } from './settlement.queries';

export function saveDebtDetails(tradelineId: string, body: UpdateDebtDetailsBody) {
  return request(api.updateDebtDetails, { params: { id: tradelineId }, body });
}

export function useSaveDebtDetails(tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDebtDetailsBody) => saveDebtDetails(tradelineId, body),
    onSuccess: (details) => client.setQueryData(settlementKeys.details(tradelineId), details),
  });
}
