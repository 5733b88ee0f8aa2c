import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureHttp } from '@/shared/api/http';
import { env } from '@/shared/config/env';
import { clearSession, currentToken, isTokenValid, readStoredUser } from '@/shared/session';
import type { GuardState } from './guards/access-guard';

const SESSION_HTTP = {
  baseUrl: env.apiBaseUrl,
  getToken: currentToken,
  tokenExpired: () => {
    const user = readStoredUser();
    return user !== null && !isTokenValid(user, new Date());
  },
};

/**
 * The API's base URL and the stored user's token for every request. The HTTP client is loaded
 * with the data layer only (data-layout.tsx), so the public content pages do not carry it: that
 * layer calls this before its first request (the first page's prefetch, made before React
 * mounts), and so does signing out from a public page.
 */
export function connectHttpToSession(): void {
  configureHttp(SESSION_HTTP);
}

/**
 * Connects the HTTP client to the session: the bearer token comes from the stored user, and a
 * 401 answer (outside /stripe/ and /plaid/) clears the session and goes to /login.
 */
export function HttpSessionBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    configureHttp({
      ...SESSION_HTTP,
      onUnauthorized: () => {
        // Without a session there is nothing to end: the caller shows its own message.
        if (!readStoredUser()) return;
        clearSession();
        const state: GuardState = {
          reason: 'Token expired',
          from: `${window.location.pathname}${window.location.search}`,
        };
        navigate('/login', { replace: true, state });
      },
    });
  }, [navigate]);
  return null;
}
