/** Account settings and sessions: keys, calls and query options. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { accountEndpoints as api } from '../contract';

export const accountKeys = {
  all: ['account'] as const,
  settings: (userId: string) => [...accountKeys.all, 'settings', userId] as const,
  sessions: (userId: string) => [...accountKeys.all, 'sessions', userId] as const,
};

export function settingsQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.settings(userId),
    queryFn: ({ signal }) => request(api.getSettings, {}, { signal }),
  });
}

export function sessionsQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: async ({ signal }) => (await request(api.listSessions, {}, { signal })).sessions,
  });
}
