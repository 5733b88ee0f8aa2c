/**
 * The mock's stand-in for Google identity: an ID token is an unsigned JWT whose payload names
 * the Google account. `fakeGoogleIdToken` makes one for tests and the demo's sign-in button.
 */
import type { GoogleVerifier } from '@/features/auth/service/auth';

export interface GoogleIdentity {
  sub: string;
  email?: string;
  /** Whether Google has verified the email; true unless stated, as for Gmail accounts. */
  email_verified?: boolean;
  name?: string;
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function fakeGoogleIdToken(identity: GoogleIdentity): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const claims = {
    iss: 'https://accounts.google.com',
    ...identity,
    ...(identity.email ? { email_verified: identity.email_verified ?? true } : {}),
  };
  const payload = base64Url(JSON.stringify(claims));
  return `${header}.${payload}.mock-signature`;
}

/** Google identity for the auth service: the identity in a token of the shape above, or null. */
export const mockGoogle: GoogleVerifier = {
  configured: true,
  async verify(token) {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    try {
      const payload = JSON.parse(fromBase64Url(parts[1]!)) as Record<string, unknown>;
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true,
      };
    } catch {
      return null;
    }
  },
};
