/** The access check for a path (spec section 4), pure so every branch is testable. */
import { isAuthenticated, isTokenValid, type StoredUser } from '@/shared/session';

export const PROTECTED_PREFIXES = [
  '/portal',
  '/portal/my-home',
  '/portal/connect-accounts',
  '/portal/take-action',
  '/portal/manage-enrollment',
  '/portal/email',
] as const;

export const ADMIN_PREFIXES = ['/admin', '/admin/users', '/admin/analytics'] as const;

export type DenialReason = 'Authentication required' | 'Token expired' | 'Admin access required';

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      redirectTo: '/login' | '/';
      reason: DenialReason;
      /** The caller clears the stored session (an expired token). */
      clearSession: boolean;
    };

/** A prefix matches the path itself and anything below it, never `/portal-x` for `/portal`. */
export function matchesPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function checkAccess(path: string, user: StoredUser | null, now: Date): AccessDecision {
  const isAdminPath = matchesPrefix(path, ADMIN_PREFIXES);
  // Admin paths need a signed-in user too, so they are checked as protected first.
  const isProtected = isAdminPath || matchesPrefix(path, PROTECTED_PREFIXES);
  if (!isProtected) return { allowed: true };

  if (!isAuthenticated(user)) {
    return {
      allowed: false,
      redirectTo: '/login',
      reason: 'Authentication required',
      clearSession: false,
    };
  }
  if (!isTokenValid(user, now)) {
    return { allowed: false, redirectTo: '/login', reason: 'Token expired', clearSession: true };
  }
  if (isAdminPath && user.role !== 'admin') {
    return {
      allowed: false,
      redirectTo: '/',
      reason: 'Admin access required',
      clearSession: false,
    };
  }
  return { allowed: true };
}
