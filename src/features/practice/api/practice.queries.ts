/** Practice sessions: the user's list (`GET /practice/{user_id}`) and one session. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { growingLimit } from '@/shared/lib/growing-limit';
import { PRACTICE_BOUND, practiceEndpoints as api } from '../contract';

export const practiceKeys = {
  all: ['practice'] as const,
  lists: () => [...practiceKeys.all, 'list'] as const,
  list: (userId: string) => [...practiceKeys.lists(), userId] as const,
  history: (userId: string) => [...practiceKeys.list(userId), 'history'] as const,
  detail: (id: string) => [...practiceKeys.all, 'detail', id] as const,
};

export function getPracticeSessions(
  userId: string,
  limit: number = PRACTICE_BOUND.fallback,
  signal?: AbortSignal,
) {
  return request(api.listPractice, { params: { user_id: userId }, query: { limit } }, { signal });
}

export function getPracticeSession(id: string, signal?: AbortSignal) {
  return request(api.getPractice, { params: { id } }, { signal });
}

/** The newest sessions the contract allows in one read: each debt's best result among them. */
export function practiceListQuery(userId: string) {
  return queryOptions({
    queryKey: practiceKeys.list(userId),
    queryFn: ({ signal }) => getPracticeSessions(userId, PRACTICE_BOUND.max, signal),
  });
}

/** The history on the practice page: the newest sessions, more at each 'Show more'. */
export function practiceHistoryQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: practiceKeys.history(userId),
    queryFn: ({ pageParam, signal }) => getPracticeSessions(userId, pageParam, signal),
    ...growingLimit(PRACTICE_BOUND),
  });
}

export function practiceSessionQuery(id: string) {
  return queryOptions({
    queryKey: practiceKeys.detail(id),
    queryFn: ({ signal }) => getPracticeSession(id, signal),
  });
}
