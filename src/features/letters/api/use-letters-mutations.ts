/** Writing letters sent, validation notices and contacts; each refreshes what it changes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import {
  lettersEndpoints as api,
  type LogContactBody,
  type LogNoticeBody,
  type MarkSentBody,
  type UpdateSentLetterBody,
} from '../contract';
import { lettersKeys } from './letters.queries';

export function useMarkLetterSent(userId: string, tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkSentBody) =>
      request(api.markLetterSent, { params: { id: tradelineId }, body }),
    // A 'stop contacting me' letter changes the contact log's flags too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lettersKeys.list(userId) }),
        client.invalidateQueries({ queryKey: lettersKeys.contacts(tradelineId) }),
      ]),
  });
}

/** A sent letter's receipt or answer date: the clocks and flags it starts move with it. */
export function useUpdateSentLetter(userId: string, tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ letterId, body }: { letterId: string; body: UpdateSentLetterBody }) =>
      request(api.updateSentLetter, { params: { id: tradelineId, letter_id: letterId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lettersKeys.list(userId) }),
        client.invalidateQueries({ queryKey: lettersKeys.contacts(tradelineId) }),
      ]),
  });
}

export function useLogValidationNotice(userId: string, tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LogNoticeBody) =>
      request(api.logValidationNotice, { params: { id: tradelineId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: lettersKeys.list(userId) }),
  });
}

export function useLogContact(tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LogContactBody) =>
      request(api.logContact, { params: { id: tradelineId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: lettersKeys.contacts(tradelineId) }),
  });
}
