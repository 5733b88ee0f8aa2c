import { useLocation } from 'react-router-dom';

const REASONS = ['Authentication required', 'Token expired', 'Admin access required'];

/**
 * Why the guard sent the visitor to /login, and where to go after signing in: the page they
 * were sent from, or /portal. Location state is untrusted, so both are checked.
 */
export function useReturnTarget(): { reason: string | null; target: string } {
  const state: unknown = useLocation().state;
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const reason =
    typeof record.reason === 'string' && REASONS.includes(record.reason) ? record.reason : null;
  const from = typeof record.from === 'string' ? record.from : '';
  const safe = from.startsWith('/') && !from.startsWith('//') && !/^\/(login|signup)\b/.test(from);
  return { reason, target: safe ? from : '/portal' };
}
