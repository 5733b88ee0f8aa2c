/** The workspace's writes: log an offer, save the agreement, record a payment. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import {
  settlementEndpoints as api,
  type Agreement,
  type LogOfferBody,
  type RecordPaymentBody,
  type SaveAgreementBody,
  type Settlement,
} from '../contract';
import { settlementKeys } from './settlement.queries';

export function logOffer(tradelineId: string, body: LogOfferBody) {
  return request(api.logOffer, { params: { id: tradelineId }, body });
}

export function saveAgreement(tradelineId: string, body: SaveAgreementBody) {
  return request(api.saveAgreement, { params: { id: tradelineId }, body });
}

export function recordPayment(tradelineId: string, body: RecordPaymentBody) {
  return request(api.recordPayment, { params: { id: tradelineId }, body });
}

function useKeepAgreement(tradelineId: string) {
  const client = useQueryClient();
  return (agreement: Agreement) =>
    client.setQueryData<Settlement>(settlementKeys.workspace(tradelineId), (current) =>
      current ? { ...current, agreement } : current,
    );
}

export function useLogOffer(tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LogOfferBody) => logOffer(tradelineId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.workspace(tradelineId) }),
  });
}

export function useSaveAgreement(tradelineId: string) {
  const keep = useKeepAgreement(tradelineId);
  return useMutation({
    mutationFn: (body: SaveAgreementBody) => saveAgreement(tradelineId, body),
    onSuccess: keep,
  });
}

export function useRecordPayment(tradelineId: string) {
  const keep = useKeepAgreement(tradelineId);
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(tradelineId, body),
    onSuccess: keep,
  });
}
