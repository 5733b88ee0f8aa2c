import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useDeferredQuery', () => {
  it('is pending until the answer has been rendered, then holds the data', async () => {
    let answer!: (value: string[]) => void;
    const { result } = renderHook(
      () =>
        useDeferredQuery({
          queryKey: ['list'],
          queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
        }),
      { wrapper: wrapper() },
    );
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    await act(async () => answer(['a', 'b']));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toMatchObject({ isError: false, data: ['a', 'b'], error: null });
  });

  it('reports a failed read with its error, and refetch reads again', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useDeferredQuery({
          queryKey: ['failing'],
          queryFn: async () => {
            calls += 1;
            if (calls === 1) throw new Error('down');
            return 'back';
          },
        }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ isPending: false, data: undefined });
    expect((result.current.error as Error).message).toBe('down');
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.data).toBe('back'));
    expect(result.current).toMatchObject({ isPending: false, isError: false });
  });
});
