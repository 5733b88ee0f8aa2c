/** Reads of the admin area: the user list and the analytics. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { adminEndpoints as api } from '../contract';

export interface AdminUsersFilter {
  search?: string;
  page?: number;
  page_size?: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filter: AdminUsersFilter) => [...adminKeys.users(), filter] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
};

export function getAdminUsers(filter: AdminUsersFilter, signal?: AbortSignal) {
  const search = filter.search?.trim();
  return request(api.listUsers, { query: { ...filter, search: search || undefined } }, { signal });
}

/** Keeps the previous page on screen while the next one loads. */
export function adminUsersQuery(filter: AdminUsersFilter) {
  return queryOptions({
    queryKey: adminKeys.userList(filter),
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function getAnalytics(signal?: AbortSignal) {
  return request(api.analytics, {}, { signal });
}

/** Read again whenever a page shows it: the figures (calls waiting) change under the admin. */
export function analyticsQuery() {
  return queryOptions({
    queryKey: adminKeys.analytics(),
    queryFn: ({ signal }) => getAnalytics(signal),
    staleTime: 0,
  });
}
