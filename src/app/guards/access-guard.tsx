import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { clearSession, useSession } from '@/shared/session';
import { checkAccess, type DenialReason } from './check-access';

/** What the login page receives when the guard sends a visitor there. */
export interface GuardState {
  reason: DenialReason;
  from: string;
}

/** Longest wait of one timer; browsers overflow above 2^31 - 1 ms. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs the access check on every navigation and again when the stored token expires while the
 * page stays open.
 */
export function AccessGuard() {
  const location = useLocation();
  const user = useSession();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => setNow(new Date()), [location.key]);

  useEffect(() => {
    const expires = user ? Date.parse(user.expires_at) : Number.NaN;
    if (!Number.isFinite(expires)) return;
    const wait = Math.min(Math.max(expires - Date.now(), 0) + 50, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [user]);

  const decision = checkAccess(location.pathname, user, now);
  const mustClear = !decision.allowed && decision.clearSession;

  // The expired session is cleared once the redirect has landed: clearing it first would
  // re-run the check on the old path and report 'Authentication required' instead.
  const [clearPending, setClearPending] = useState(false);
  useEffect(() => {
    if (mustClear) setClearPending(true);
  }, [mustClear]);
  useEffect(() => {
    if (clearPending && decision.allowed) {
      setClearPending(false);
      clearSession();
    }
  }, [clearPending, decision.allowed]);

  if (decision.allowed) return <Outlet />;
  const state: GuardState = {
    reason: decision.reason,
    from: `${location.pathname}${location.search}`,
  };
  return <Navigate to={decision.redirectTo} replace state={state} />;
}
