/**
 * Reads of the deflection inbox. A failed fetch of the accounts or emails gives empty lists
 * (spec section 7), except a 401, which ends the session as everywhere.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { isApiError, request } from '@/shared/api';
import { growingLimit } from '@/shared/lib/growing-limit';
import { emailEndpoints as api, RECENT_EMAILS_BOUND } from '../contract';
import { OLDER_SUMMARIES_LIMIT } from '../model/summary';

export const emailKeys = {
  all: ['email'] as const,
  user: (userId: string) => [...emailKeys.all, userId] as const,
  accounts: (userId: string) => [...emailKeys.user(userId), 'accounts'] as const,
  recent: (userId: string) => [...emailKeys.user(userId), 'recent'] as const,
  summaries: (userId: string) => [...emailKeys.user(userId), 'summaries'] as const,
  latestSummary: (userId: string) => [...emailKeys.summaries(userId), 'latest'] as const,
  summaryList: (userId: string, limit: number) =>
    [...emailKeys.summaries(userId), 'list', limit] as const,
};

async function emptyOnFailure<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export function getEmailAccounts(userId: string, signal?: AbortSignal) {
  return emptyOnFailure(() =>
    request(api.listEmailAccounts, { params: { user_id: userId } }, { signal }),
  );
}

export function emailAccountsQuery(userId: string) {
  return queryOptions({
    queryKey: emailKeys.accounts(userId),
    queryFn: ({ signal }) => getEmailAccounts(userId, signal),
  });
}

export function getRecentEmails(
  userId: string,
  limit: number = RECENT_EMAILS_BOUND.fallback,
  signal?: AbortSignal,
) {
  return request(
    api.listRecentEmails,
    { params: { user_id: userId }, query: { limit } },
    { signal },
  );
}

/**
 * The newest emails, a page's worth more at each 'Show more'. The first read shows an empty list
 * when it fails (spec section 7); a 'Show more' that fails says so beside the rows shown.
 */
export function recentEmailsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: emailKeys.recent(userId),
    queryFn: ({ pageParam, signal }) =>
      pageParam === RECENT_EMAILS_BOUND.fallback
        ? emptyOnFailure(() => getRecentEmails(userId, pageParam, signal))
        : getRecentEmails(userId, pageParam, signal),
    ...growingLimit(RECENT_EMAILS_BOUND),
  });
}

export function getLatestSummary(userId: string, signal?: AbortSignal) {
  return request(api.latestSummary, { params: { user_id: userId } }, { signal });
}

export function latestSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: emailKeys.latestSummary(userId),
    queryFn: ({ signal }) => getLatestSummary(userId, signal),
  });
}

export function getSummaries(userId: string, limit = OLDER_SUMMARIES_LIMIT, signal?: AbortSignal) {
  return request(api.listSummaries, { params: { user_id: userId }, query: { limit } }, { signal });
}

export function summariesQuery(userId: string, limit = OLDER_SUMMARIES_LIMIT) {
  return queryOptions({
    queryKey: emailKeys.summaryList(userId, limit),
    queryFn: ({ signal }) => getSummaries(userId, limit, signal),
  });
}
