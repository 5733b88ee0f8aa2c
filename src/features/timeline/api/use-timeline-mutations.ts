/** Completing events, the older generate call and creditor calls. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { timelineEndpoints as api } from '../contract';
import { callKeys } from './calls.queries';
import { timelineKeys } from './timeline.queries';

export function completeEvent(id: string) {
  return request(api.completeEvent, { params: { id }, body: { completed: true } });
}

export function generateEvents(userId: string) {
  return request(api.generateEvents, { params: { user_id: userId } });
}

export function startCall(userId: string, tradelineName: string) {
  return request(api.startCall, { body: { user_id: userId, tradeline_name: tradelineName } });
}

export function useCompleteEvent(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: timelineKeys.events(userId) }),
  });
}

export function useGenerateEvents(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generateEvents(userId),
    onSuccess: (events) => client.setQueryData(timelineKeys.events(userId), events),
  });
}

/**
 * Requests a coached call; the user's calls are read again either way, so its state shows on the
 * step (a refusal because a call already waits, from another tab say, shows that call too).
 */
export function useStartCall(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tradelineName: string) => startCall(userId, tradelineName),
    onSettled: () => client.invalidateQueries({ queryKey: callKeys.of(userId) }),
  });
}
