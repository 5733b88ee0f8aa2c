import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { onLogout } from '@/shared/session';

/** One client for the whole app: server state lives here only. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network failures and 5xx get one more try.
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
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
