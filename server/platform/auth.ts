/**
 * The server's side of bearer-token sessions (src/features/auth/service/sessions.ts): tokens are
 * stored as their SHA-256, and `authenticate` gives the caller with the document id `_id`.
 */
import { createHash } from 'node:crypto';
import {
  authenticate as authenticateSession,
  type SessionDeps,
} from '@/features/auth/service/sessions';
import type { UserDoc } from '../features/auth/model';
import type { Models } from './db';
import { mongoCollection } from './store';

export type Caller = Pick<UserDoc, '_id' | 'username' | 'email' | 'role'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The sessions of the server's database, with tokens hashed by SHA-256. */
export function sessionDeps(models: Models): SessionDeps {
  return { store: { sessions: mongoCollection(models.Session as never) }, hashToken };
}

/** The caller a token belongs to; 401 when missing, unknown, revoked or expired. */
export async function authenticate(
  models: Models,
  header: string | undefined,
  now: Date,
): Promise<{ caller: Caller; sessionId: string }> {
  const { caller, sessionId } = await authenticateSession(sessionDeps(models), header, now);
  const { id: _id, username, email, role } = caller;
  return { caller: { _id, username, email, role }, sessionId };
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
