import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/shared/lib/use-hydrated';

const REASONS = ['Authentication required', 'Token expired', 'Admin access required'];

/**
 * Why the guard sent the visitor to /login, and where to go after signing in: the page they
 * were sent from, or /portal. Location state is untrusted, so both are checked. The pre-rendered
 * page has no state: a reload keeps it in history, so it is read once the page has hydrated.
 */
export function useReturnTarget(): {
  reason: string | null;
  target: string;
  /** Where to go after signing in: the page sent from, else /admin for an admin, else /portal. */
  targetFor: (user: { role: string }) => string;
} {
  const location = useLocation();
  const state: unknown = useHydrated() ? location.state : null;
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const reason =
    typeof record.reason === 'string' && REASONS.includes(record.reason) ? record.reason : null;
  const from = typeof record.from === 'string' ? record.from : '';
  const safe = from.startsWith('/') && !from.startsWith('//') && !/^\/(login|signup)\b/.test(from);
  return {
    reason,
    target: safe ? from : '/portal',
    // An admin's work is the admin area, not an empty My Home (issue 33).
    targetFor: (user) => (safe ? from : user.role === 'admin' ? '/admin' : '/portal'),
  };
}
