import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/shared/ui/toast/toast';
import { HttpSessionBridge, connectHttpToSession } from './http-session-bridge';
import { queryClient } from './query-client';

// Before the first page's reads, which start at boot (preload-first-page.ts).
connectHttpToSession();

/** The one query client, for the first page's reads at boot (preload-first-page.ts). */
export { queryClient };

/**
 * The data layer (the HTTP client on the session, react-query and toasts), loaded only with the
 * pages that talk to the API so the public content pages stay small.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <HttpSessionBridge />
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
