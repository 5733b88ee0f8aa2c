/**
 * Bearer-token sessions, the one authentication rule of both backends: a token is 256 random
 * bits, stored only as its hash (the `hashToken` adapter: SHA-256 on the server), valid until
 * `expires_at`, revoked on logout.
 */
import { DETAILS, HttpError } from '@/shared/api/details';
import type { Collection } from '@/shared/store/port';
import type { Caller } from '@/shared/api/service';
import type { SessionRecord } from '../records';

/** Tokens live 12 hours (DESIGN.md section 9). */
export const TOKEN_LIFETIME_MS = 12 * 3_600_000;

/** How stale a session's `last_used_at` may get before a request writes it again. */
export const LAST_USED_GRAIN_MS = 5 * 60_000;

/** Where sessions are kept and how a token becomes a session's id. */
export interface SessionDeps {
  store: { sessions: Collection<SessionRecord> };
  hashToken: (token: string) => string;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/;

/** The caller of an `Authorization` header and its session; 401 when missing, unknown, revoked or expired. */
export async function authenticate(
  { store, hashToken }: SessionDeps,
  header: string | null | undefined,
  now: Date,
): Promise<{ caller: Caller; sessionId: string }> {
  const token = header ? BEARER.exec(header.trim())?.[1] : undefined;
  if (!token) throw new HttpError(401, DETAILS.notAuthenticated);
  const session = await store.sessions.get(hashToken(token));
  if (!session || session.revoked_at) throw new HttpError(401, DETAILS.tokenInvalid);
  if (Date.parse(session.expires_at) <= now.getTime()) {
    throw new HttpError(401, DETAILS.tokenExpired);
  }
  // When it was last used, to within a few minutes (one write per few minutes, not per request).
  const lastUsed = Date.parse(session.last_used_at ?? session.created_at);
  if (now.getTime() - lastUsed > LAST_USED_GRAIN_MS) {
    await store.sessions.update({ id: session.id }, { set: { last_used_at: now.toISOString() } });
  }
  const { user_id: id, username, email, role } = session;
  return { caller: { id, username, email, role }, sessionId: session.id };
}

/** Stores a new session for the user; answers its token and expiry. */
export async function issueSession(
  { store, hashToken }: SessionDeps,
  user: Caller,
  now: Date,
  userAgent: string | null = null,
): Promise<{ token: string; expires_at: string }> {
  const token = [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const expires_at = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  await store.sessions.insert({
    id: hashToken(token),
    user_id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    expires_at,
    revoked_at: null,
    created_at: now.toISOString(),
    user_agent: userAgent?.slice(0, 512) ?? null,
    last_used_at: now.toISOString(),
  });
  return { token, expires_at };
}

/** Signs the user in: a new session, answered as a sign-in answers (login, Google, a reset). */
export async function signInAnswer(
  deps: SessionDeps,
  user: Caller,
  now: Date,
  userAgent: string | null,
) {
  const { id, username, email, role } = user;
  const { token, expires_at } = await issueSession(deps, user, now, userAgent);
  return { user_id: id, username, email, role, token, expires_at };
}

/** Updates what a user's sessions say about them, after an admin changed their role or email. */
export async function refreshSessions(
  sessions: Collection<SessionRecord>,
  userId: string,
  change: Partial<Pick<SessionRecord, 'email' | 'role'>>,
): Promise<void> {
  await sessions.update({ user_id: userId }, { set: change });
}

/** Revokes every live session of the user, but `except` (the caller's own); answers how many. */
export async function revokeUserSessions(
  sessions: Collection<SessionRecord>,
  userId: string,
  now: Date,
  except: string | null = null,
): Promise<number> {
  return sessions.update(
    { user_id: userId, revoked_at: null, ...(except ? { id: { $ne: except } } : {}) },
    { set: { revoked_at: now.toISOString() } },
  );
}

/** Revokes a session: its token stops working at once. */
export async function revokeSession(
  sessions: Collection<SessionRecord>,
  sessionId: string,
  now: Date,
): Promise<void> {
  await sessions.update(
    { id: sessionId, revoked_at: null },
    { set: { revoked_at: now.toISOString() } },
  );
}
