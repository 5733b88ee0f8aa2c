import type { QueryClient } from '@tanstack/react-query';

/**
 * What a signed-in page or layout reads first: one prefetch per query, started at boot (see
 * src/app/preload-first-page.ts) so the data loads with the page's code instead of after it, and
 * when a link to the page is hovered, focused or touched (`PreloadLink`). A page module (a
 * feature's `pages/`) exports it beside its default export; `params` are its path's parameters
 * (`{ id }` of `/portal/take-action/debts/:id`).
 */
export type FirstReads = (
  client: QueryClient,
  userId: string,
  params: Readonly<Record<string, string>>,
) => readonly (() => Promise<void>)[];
