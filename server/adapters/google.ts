/**
 * Google identity (DESIGN.md section 7) through `google-auth-library`: an ID token is checked
 * against Google's published certificates, our client id as audience and Google as issuer.
 * Tests pass their own certificates (`certificates`) and sign their own tokens.
 */
import { OAuth2Client, type TokenPayload } from 'google-auth-library';

export interface GoogleIdentity {
  /** Google's stable id of the account: what an account is found by. */
  sub: string;
  /** The token's email; null when it has none. */
  email: string | null;
  /** True only when Google says it has verified the email (`email_verified: true`). */
  emailVerified: boolean;
}

export interface GoogleIdentityAdapter {
  readonly configured: boolean;
  /** The identity in a valid token, or null when the token is invalid. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleOptions {
  clientId: string;
  /** `kid` → PEM public key; Google's live certificates when omitted. */
  certificates?: Record<string, string>;
}

export function createGoogleIdentity(options: GoogleOptions): GoogleIdentityAdapter {
  const client = new OAuth2Client({ clientId: options.clientId });
  async function payloadOf(idToken: string): Promise<TokenPayload | undefined> {
    if (options.certificates) {
      const ticket = await client.verifySignedJwtWithCertsAsync(
        idToken,
        options.certificates,
        options.clientId,
        ISSUERS,
      );
      return ticket.getPayload();
    }
    const ticket = await client.verifyIdToken({ idToken, audience: options.clientId });
    return ticket.getPayload();
  }
  return {
    configured: true,
    async verify(idToken) {
      let payload: TokenPayload | undefined;
      try {
        payload = await payloadOf(idToken);
      } catch {
        return null;
      }
      if (!payload?.sub) return null;
      return {
        sub: payload.sub,
        email: payload.email || null,
        emailVerified: payload.email_verified === true,
      };
    },
  };
}

/** No client id configured: Google sign-in is off (the route answers 503). */
export const googleDisabled: GoogleIdentityAdapter = {
  configured: false,
  verify: async () => null,
};
