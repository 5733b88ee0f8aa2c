/** Reads of the action timeline: keys, calls and query options. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { timelineEndpoints as api } from '../contract';

export const timelineKeys = {
  all: ['timeline'] as const,
  events: (userId: string) => [...timelineKeys.all, 'events', userId] as const,
};

export function getEvents(userId: string, signal?: AbortSignal) {
  return request(api.listEvents, { params: { user_id: userId } }, { signal });
}

export function eventsQuery(userId: string) {
  return queryOptions({
    queryKey: timelineKeys.events(userId),
    queryFn: ({ signal }) => getEvents(userId, signal),
  });
}
