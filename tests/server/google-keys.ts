/**
 * The test's own Google identity: an RSA key pair whose public half the server's Google adapter
 * trusts in tests, and `signGoogleIdToken`, which signs ID tokens the way Google does (RS256,
 * issuer accounts.google.com, our client id as audience).
 */
import { createSign, generateKeyPairSync } from 'node:crypto';

export const TEST_GOOGLE_CLIENT_ID = 'selfsettle-test.apps.googleusercontent.com';
const KEY_ID = 'selfsettle-test-key';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** What the server's adapter is given instead of Google's published certificates. */
export const TEST_GOOGLE_CERTIFICATES: Record<string, string> = {
  [KEY_ID]: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

const base64Url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export interface SignOptions {
  audience?: string;
  issuer?: string;
  /** Seconds from now until the token expires; negative for an expired token. */
  expiresIn?: number;
  emailVerified?: boolean;
  /** Sign with a key the server does not know. */
  foreignKey?: boolean;
}

export function signGoogleIdToken(
  identity: { sub: string; email?: string; name?: string },
  options: SignOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: KEY_ID };
  const payload = {
    iss: options.issuer ?? 'https://accounts.google.com',
    aud: options.audience ?? TEST_GOOGLE_CLIENT_ID,
    sub: identity.sub,
    ...(identity.email
      ? { email: identity.email, email_verified: options.emailVerified ?? true }
      : {}),
    ...(identity.name ? { name: identity.name } : {}),
    iat: now - 10,
    exp: now + (options.expiresIn ?? 3600),
  };
  const signed = `${base64Url(header)}.${base64Url(payload)}`;
  const key = options.foreignKey
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    : privateKey;
  const signature = createSign('RSA-SHA256').update(signed).sign(key);
  return `${signed}.${base64Url(signature)}`;
}
