/**
 * A list read page by page through its contract's `?limit=` (issue 30): the first read asks for
 * the bound's default, each 'Show more' for one more page's worth, up to the bound's maximum. A
 * TanStack infinite query keeps each answer and the page shows the newest, so a failed 'Show
 * more' leaves the rows already shown in place. (`maxPages: 1` would keep one answer, but with
 * it the first read never settled in the stories' query client; a refetch reads each kept
 * answer again, at most four of at most 200 rows.)
 */
import type { ListBound } from '@/shared/api/schemas';

export function growingLimit(bound: ListBound, step: number = bound.fallback) {
  return {
    initialPageParam: bound.fallback,
    /** More when the last answer filled its limit and the maximum is not reached. */
    getNextPageParam: (last: readonly unknown[], _all: unknown, limit: number) =>
      last.length >= limit && limit < bound.max ? Math.min(bound.max, limit + step) : undefined,
  };
}

/** The rows to show: the newest answer's. */
export function shownRows<T>(data: { pages: readonly (readonly T[])[] } | undefined) {
  return data?.pages.at(-1);
}
