import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearOnLogout, readStoredUser } from '@/shared/session';

/** Loaded on demand so the accounts code stays off the public pages' bundle. */
async function revokeToken(token: string): Promise<void> {
  const [{ logout }, { connectHttpToSession }] = await Promise.all([
    import('@/features/auth'),
    import('./http-session-bridge'),
  ]);
  // Signing out from a public page: the data layer, which connects the client, may not be loaded.
  connectHttpToSession();
  await logout(token);
}

/**
 * Log out: go home, then cancel the reads under way and forget their answers (query-client.ts),
 * clear the stored user, the plan selections and all session storage, and revoke the token with
 * `POST /user/logout` whatever it answers.
 *
 * The session is cleared only once home is shown: navigation runs in a transition (it waits for
 * the home page's code), so clearing first would let the guard of a portal page send the user
 * to /login ('Authentication required') before the navigation lands.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The token of a sign-out on its way home ('' when there is none to revoke).
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null || pathname !== '/') return;
    setPending(null);
    clearOnLogout();
    if (pending) revokeToken(pending).catch(() => undefined);
  }, [pending, pathname]);

  return useCallback(() => {
    setPending(readStoredUser()?.token ?? '');
    navigate('/', { replace: true });
  }, [navigate]);
}
