/** Practice sessions: the user's list (`GET /practice/{user_id}`) and one session. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { practiceEndpoints as api } from '../contract';

export const practiceKeys = {
  all: ['practice'] as const,
  lists: () => [...practiceKeys.all, 'list'] as const,
  list: (userId: string) => [...practiceKeys.lists(), userId] as const,
  detail: (id: string) => [...practiceKeys.all, 'detail', id] as const,
};

export function getPracticeSessions(userId: string, signal?: AbortSignal) {
  return request(api.listPractice, { params: { user_id: userId } }, { signal });
}

export function getPracticeSession(id: string, signal?: AbortSignal) {
  return request(api.getPractice, { params: { id } }, { signal });
}

export function practiceListQuery(userId: string) {
  return queryOptions({
    queryKey: practiceKeys.list(userId),
    queryFn: ({ signal }) => getPracticeSessions(userId, signal),
  });
}

export function practiceSessionQuery(id: string) {
  return queryOptions({
    queryKey: practiceKeys.detail(id),
    queryFn: ({ signal }) => getPracticeSession(id, signal),
  });
}
