import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** What a box needs of its query, narrowed like React Query's own result. */
export type DeferredQuery<TData, TError> = { refetch: () => unknown } & (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: TData | undefined; error: TError }
  | { isPending: false; isError: false; data: TData; error: null }
);

/**
 * `useQuery` for a screen that renders a lot from its data. React Query hands an answer to React
 * through `useSyncExternalStore`, whose renders are synchronous: My Home's boxes all rendering
 * their data in one go held a phone's main thread for over 100 ms (Lighthouse total blocking
 * time). Here the data goes through `useDeferredValue`: the answer re-renders the component at
 * once with what it already showed, then React renders the new data as a transition, in slices
 * of a few milliseconds that let input through. Until that render, the query reads as pending.
 */
export function useDeferredQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): DeferredQuery<TData, TError> {
  const query = useQuery(options);
  const data = useDeferredValue(query.data);
  const { refetch } = query;
  if (query.isError) return { isPending: false, isError: true, data, error: query.error, refetch };
  if (data === undefined)
    return { isPending: true, isError: false, data: undefined, error: null, refetch };
  return { isPending: false, isError: false, data, error: null, refetch };
}
