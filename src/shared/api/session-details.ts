/**
 * The 401 texts of `DETAILS` (details.ts), in a module of their own: the HTTP client, which every
 * screen that calls the API loads, answers an expired stored token with one of them without
 * loading the whole table of the backends' texts (1.3 KB gzip on the portal's first screen).
 */
export const SESSION_DETAILS = {
  notAuthenticated: 'Not authenticated',
  tokenExpired: 'Token expired',
  tokenInvalid: 'Invalid or revoked token',
} as const;
