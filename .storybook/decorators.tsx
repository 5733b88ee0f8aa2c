import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../src/shared/ui/toast/toast';

/** Router, a fresh query cache per story, and the toaster: what the app gives every page. */
export const withAppProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={client}>
        <Story />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>
  );
};
