import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (and when the page is rendered at build time),
 * true from the render after and in every page the app renders itself. What only the browser
 * knows (history state, storage) waits for it, so the hydrated page matches its HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
