import type { QueryClient } from '@tanstack/react-query';

/**
 * What a signed-in page or layout reads first: one prefetch per query, started at boot (see
 * src/app/preload-first-page.ts) so the data loads with the page's code instead of after it. A
 * page module (a feature's `pages/`) exports it beside its default export.
 */
export type FirstReads = (client: QueryClient, userId: string) => readonly (() => Promise<void>)[];
