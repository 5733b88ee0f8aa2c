/** Completing events and the older generate call. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { timelineEndpoints as api } from '../contract';
import { timelineKeys } from './timeline.queries';

export function completeEvent(id: string) {
  return request(api.completeEvent, { params: { id }, body: { completed: true } });
}

export function generateEvents(userId: string) {
  return request(api.generateEvents, { params: { user_id: userId } });
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
