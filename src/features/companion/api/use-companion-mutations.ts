/** Starting a companion call, and saving it into the debt's contact log and offer log. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lettersKeys } from '@/features/letters';
import { settlementKeys } from '@/features/settlement';
import { request } from '@/shared/api';
import { companionEndpoints as api, type SaveCompanionCallBody } from '../contract';
import { companionKeys } from './companion.queries';

export function useStartCompanionCall(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tradelineId: string) =>
      request(api.startCompanionCall, {
        params: { user_id: userId },
        body: { tradeline_id: tradelineId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: companionKeys.calls(userId) }),
  });
}

export function useSaveCompanionCall(userId: string, tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, body }: { callId: string; body: SaveCompanionCallBody }) =>
      request(api.saveCompanionCall, { params: { id: callId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: companionKeys.calls(userId) }),
        client.invalidateQueries({ queryKey: settlementKeys.workspace(tradelineId) }),
        client.invalidateQueries({ queryKey: lettersKeys.contacts(tradelineId) }),
      ]),
  });
}
