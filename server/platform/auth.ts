/**
 * Bearer tokens: 256 random bits from the CSPRNG, stored as their SHA-256 (a token is never
 * stored or logged), valid until `expires_at`, revoked on logout. `authenticate` turns the
 * `Authorization` header into the caller or a 401 with the reason.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DETAILS } from '@/shared/api/details';
import type { UserDoc } from '../features/auth/model';
import type { Models } from './db';
import { HttpError } from './errors';

/** Tokens live 12 hours (DESIGN.md section 9). */
export const TOKEN_LIFETIME_MS = 12 * 3_600_000;

export type Caller = Pick<UserDoc, '_id' | 'username' | 'email' | 'role'>;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/;

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/** Stores a new session for the user and returns the token with its expiry. */
export async function issueToken(
  models: Models,
  userId: string,
  now: Date,
): Promise<{ token: string; expires_at: Date }> {
  const token = newToken();
  const expires_at = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await models.Session.create({ token_hash: hashToken(token), user_id: userId, expires_at });
  return { token, expires_at };
}

/** The caller a token belongs to; 401 when missing, unknown, revoked or expired. */
export async function authenticate(
  models: Models,
  header: string | undefined,
  now: Date,
): Promise<{ caller: Caller; sessionId: string }> {
  const token = bearerToken(header);
  if (!token) throw new HttpError(401, DETAILS.notAuthenticated);
  const session = await models.Session.findOne({ token_hash: hashToken(token) })
    .select({ user_id: 1, expires_at: 1, revoked_at: 1 })
    .lean();
  if (!session || session.revoked_at) throw new HttpError(401, DETAILS.tokenInvalid);
  if (session.expires_at.getTime() <= now.getTime()) {
    throw new HttpError(401, DETAILS.tokenExpired);
  }
  const caller = await models.User.findById(session.user_id)
    .select({ username: 1, email: 1, role: 1 })
    .lean<Caller>();
  if (!caller) throw new HttpError(401, DETAILS.tokenInvalid);
  return { caller, sessionId: session._id };
}

/** Revokes the session of a token; the token stops working at once. */
export async function revokeToken(models: Models, sessionId: string, now: Date): Promise<void> {
  await models.Session.updateOne({ _id: sessionId, revoked_at: null }, { revoked_at: now });
}
