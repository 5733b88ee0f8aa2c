import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearOnLogout, readStoredUser } from '@/shared/session';

/** Loaded on demand so the accounts code stays off the public pages' bundle. */
async function revokeToken(token: string): Promise<void> {
  const { logout } = await import('@/features/auth');
  await logout(token);
}

/**
 * Log out: the stored user, the plan selections and all session storage are cleared at once
 * and the user goes home; `POST /user/logout` then revokes the token, whatever it answers.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = readStoredUser()?.token;
    clearOnLogout();
    navigate('/', { replace: true });
    if (token) revokeToken(token).catch(() => undefined);
  }, [navigate]);
}
