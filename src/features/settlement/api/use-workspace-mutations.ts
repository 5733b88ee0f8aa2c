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
  type TaxInput,
} from '../contract';
import { callKeys } from '@/features/calls';
import { timelineKeys } from '@/features/timeline';
import { tradelineKeys } from '@/features/tradelines';
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

export function saveTaxWorksheet(tradelineId: string, body: TaxInput) {
  return request(api.saveTaxWorksheet, { params: { id: tradelineId }, body });
}

/**
 * Every write may move the debt's state, which the tradelines carry (and a payment that settles
 * it completes its steps): the lists read again, so every screen follows.
 */
function useFollowState() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tradelineKeys.all }),
      client.invalidateQueries({ queryKey: timelineKeys.all }),
      client.invalidateQueries({ queryKey: callKeys.all }),
    ]);
}

function useKeepAgreement(tradelineId: string) {
  const client = useQueryClient();
  const follow = useFollowState();
  return (agreement: Agreement) => {
    client.setQueryData<Settlement>(settlementKeys.workspace(tradelineId), (current) =>
      current ? { ...current, agreement } : current,
    );
    void follow();
  };
}

export function useLogOffer(tradelineId: string) {
  const client = useQueryClient();
  const follow = useFollowState();
  return useMutation({
    mutationFn: (body: LogOfferBody) => logOffer(tradelineId, body),
    onSuccess: () => {
      void follow();
      return client.invalidateQueries({ queryKey: settlementKeys.workspace(tradelineId) });
    },
  });
}

export function useSaveTaxWorksheet(tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxInput) => saveTaxWorksheet(tradelineId, body),
    onSuccess: (agreement: Agreement) =>
      client.setQueryData<Settlement>(settlementKeys.workspace(tradelineId), (current) =>
        current ? { ...current, agreement } : current,
      ),
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
