import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearOnLogout } from '@/shared/session';

/** Log out: clear the stored user, the plan selections and session storage, then go home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearOnLogout();
    navigate('/', { replace: true });
  }, [navigate]);
}
