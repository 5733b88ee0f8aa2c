import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearOnLogout } from '@/shared/session';

/** Loaded on demand so the accounts code stays off the public pages' bundle. */
async function revokeToken(): Promise<void> {
  const { logout } = await import('@/features/auth');
  // The request reads the bearer token when it starts, before the storage is cleared below.
  const sent = logout();
  clearOnLogout();
  await sent;
}

/**
 * Log out: `POST /user/logout` revokes the token, and the stored user, the plan selections and
 * all session storage are cleared whatever the server answers; then go home.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    revokeToken()
      .catch(() => undefined)
      .finally(() => {
        clearOnLogout();
        navigate('/', { replace: true });
      });
  }, [navigate]);
}
