import { QueryClient } from '@tanstack/react-query';
import { isApiError, isUserChange } from '@/shared/api';
import { onLogout, onUserChange } from '@/shared/session';

/**
 * How often a read cut off by a change of user is made again for the new user, and how long it
 * waits first. A switch takes several steps (the old user's sign-out clears the session, the
 * page goes home, the new user's sign-in stores another, the next page mounts), and a read
 * retried at once could land in the middle of the same switch again: three immediate retries
 * spent themselves within milliseconds and left an error on screen for a read nobody failed.
 */
export const USER_CHANGE_RETRIES = 10;
export const userChangeDelay = (failureCount: number) => Math.min(50 * 2 ** failureCount, 2_000);

/** One client for the whole app: server state lives here only. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A read cut off by a change of user is made again for whoever is signed in now: it is no
      // failure, and never shows as one. A 4xx will not change on retry; network failures and
      // 5xx get one more try.
      retry: (failureCount, error) =>
        isUserChange(error)
          ? failureCount < USER_CHANGE_RETRIES
          : failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      retryDelay: (failureCount, error) =>
        isUserChange(error)
          ? userChangeDelay(failureCount)
          : Math.min(1000 * 2 ** failureCount, 30_000),
    },
    mutations: { retry: false },
  },
});

// On logout the reads under way are cancelled (aborted at once, so none reaches the server after
// the token is revoked, where it would get a 401) and every answer is forgotten: nothing of the
// account stays in the tab's memory.
onLogout(() => {
  void queryClient.cancelQueries();
  queryClient.clear();
});
// Another user (signed in here or in another tab): nothing of the previous one stays. Reads on
// screen start afresh for the new user (their cancelled fetch is no error); the rest is dropped.
onUserChange(() => {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries({ type: 'active' });
});
