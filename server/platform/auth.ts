/**
 * Bearer tokens: 256 random bits from the CSPRNG, stored as their SHA-256 (a token is never
 * stored or logged), valid until `expires_at`, revoked on logout. `authenticate` turns the
 * `Authorization` header into the caller or a 401 with the reason, with one lookup by `_id`.
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
  user: Caller,
  now: Date,
): Promise<{ token: string; expires_at: Date }> {
  const token = newToken();
  const expires_at = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await models.Session.create({
    _id: hashToken(token),
    user_id: user._id,
    username: user.username,
    email: user.email,
    role: user.role,
    expires_at,
  });
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
  const session = await models.Session.findById(hashToken(token)).lean();
  if (!session || session.revoked_at) throw new HttpError(401, DETAILS.tokenInvalid);
  if (session.expires_at.getTime() <= now.getTime()) {
    throw new HttpError(401, DETAILS.tokenExpired);
  }
  const caller: Caller = {
    _id: session.user_id,
    username: session.username,
    email: session.email,
    role: session.role,
  };
  return { caller, sessionId: session._id };
}

/** Revokes the session of a token; the token stops working at once. */
export async function revokeToken(models: Models, sessionId: string, now: Date): Promise<void> {
  await models.Session.updateOne({ _id: sessionId, revoked_at: null }, { revoked_at: now });
}

/** What the sessions of a user say about them, after their role or email changed. */
export async function refreshSessions(
  models: Models,
  userId: string,
  change: Partial<Pick<Caller, 'email' | 'role'>>,
): Promise<void> {
  await models.Session.updateMany({ user_id: userId }, { $set: change });
}

/** Expired sessions are kept a week (to say "Token expired"), revoked ones a day. */
export async function sweepSessions(models: Models, now: Date): Promise<number> {
  const day = 86_400_000;
  const result = await models.Session.deleteMany({
    $or: [
      { expires_at: { $lt: new Date(now.getTime() - 7 * day) } },
      { revoked_at: { $lt: new Date(now.getTime() - day) } },
    ],
  });
  return result.deletedCount;
}
