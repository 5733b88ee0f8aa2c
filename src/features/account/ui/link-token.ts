import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/shared/lib/use-hydrated';

/** The token of the link: in the fragment (`#token=`), so it never reaches a server log. */
export function linkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/**
 * The link's token once the page is hydrated (undefined before): the page is pre-rendered
 * without a fragment, so the first render must not read it (React's hydration error 418).
 */
export function useLinkToken(): string | null | undefined {
  const hash = useLocation().hash;
  return useHydrated() ? linkTokenOf(hash) : undefined;
}
