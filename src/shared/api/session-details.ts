/**
 * The session texts the browser's own client answers with (an expired stored token is not sent,
 * see http.ts). Apart from `DETAILS` so that the portal's first screen, which loads the client,
 * does not carry every detail text of both backends (1.3 KB gzip).
 */
export const TOKEN_EXPIRED = 'Token expired';
