/**
 * Adding, changing and deleting tradelines. Each refetches the user's tradelines and their
 * events, which the server creates, moves or deletes with them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timelineKeys } from '@/features/timeline';
import { request } from '@/shared/api';
import {
  tradelineEndpoints as api,
  type CreateTradelineBody,
  type UpdateTradelineBody,
} from '../contract';
import { tradelineKeys } from './tradelines.queries';

export function createTradeline(body: CreateTradelineBody) {
  return request(api.createTradeline, { body });
}

export function updateTradeline(id: string, body: UpdateTradelineBody) {
  return request(api.updateTradeline, { params: { id }, body });
}

export function deleteTradeline(id: string) {
  return request(api.deleteTradeline, { params: { id } });
}

function useInvalidate(userId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tradelineKeys.list(userId) }),
      client.invalidateQueries({ queryKey: timelineKeys.events(userId) }),
    ]);
}

export function useCreateTradeline(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (body: Omit<CreateTradelineBody, 'user_id'>) =>
      createTradeline({ ...body, user_id: userId }),
    onSuccess: invalidate,
  });
}

export function useUpdateTradeline(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTradelineBody }) =>
      updateTradeline(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteTradeline(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({ mutationFn: deleteTradeline, onSuccess: invalidate });
}
