/**
 * The server's side of bearer-token sessions (src/features/auth/service/sessions.ts): tokens are
 * stored as their SHA-256; expired and revoked sessions are swept.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { authenticate, type SessionDeps } from '@/features/auth/service/sessions';
import type { Models } from './db';
import { mongoCollection } from './store';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The sessions of the server's database, with tokens hashed by SHA-256. */
export function sessionDeps(models: Models): SessionDeps {
  return { store: { sessions: mongoCollection(models.Session as never) }, hashToken };
}

/**
 * Before a route's own larger body parser: the bearer token is checked first, so an anonymous
 * caller gets its 401 without the server reading megabytes of body (the contract route checks
 * the session again, as for every request).
 */
export function authenticateFirst(sessions: SessionDeps, clock: () => Date): RequestHandler {
  return (request, _response, next) => {
    authenticate(sessions, request.get('authorization'), clock()).then(() => next(), next);
  };
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
