/** Sign-in, registration, Google identity, sign-up details and sign-out. */
import { authEndpoints as api } from '@/features/auth/contract';
import { passwordRuleProblem } from '@/features/auth/model/password';
import { DETAILS } from '@/shared/api/details';
import { db } from '../db';
import { readGoogleIdToken } from '../google';
import type { UserRecord } from '../records';
import { TOKEN_LIFETIME_MS } from '../seed';
import { HttpError, newObjectId, newToken, route } from './route';

function byEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

/**
 * Sign-in looks a name up among usernames and emails alike, so a new account's email and
 * username may equal no other account's email or username (trimmed, ignoring case): 409.
 */
function refuseTakenNames(email: string, username: string): void {
  const emailKey = email.trim().toLowerCase();
  const keys = new Set([emailKey, username.trim().toLowerCase()]);
  const clashes = db.users.findMany((q) =>
    q.where(
      (record) => keys.has(record.email.toLowerCase()) || keys.has(record.username.toLowerCase()),
    ),
  );
  if (clashes.length === 0) return;
  if (clashes.some((record) => record.email.toLowerCase() === emailKey)) {
    throw new HttpError(409, DETAILS.emailTaken);
  }
  if (clashes.some((record) => record.username.toLowerCase() === emailKey)) {
    throw new HttpError(409, DETAILS.signInNameTaken);
  }
  throw new HttpError(409, DETAILS.usernameTaken);
}

/** Issues a token for the user: the session answer of login and Google sign-in. */
export async function issueSession(user: UserRecord, now: Date) {
  const expires_at = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  const token = newToken();
  await db.tokens.create({ token, user_id: user.id, expires_at, revoked: false });
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    token,
    expires_at,
  };
}

export const authHandlers = [
  route(api.login, async ({ body, now }) => {
    const name = body.username.trim().toLowerCase();
    const user = db.users.findFirst((q) =>
      q.where(
        (record) => record.username.toLowerCase() === name || record.email.toLowerCase() === name,
      ),
    );
    // A wrong password and an unknown user get the same answer.
    if (!user || user.password === null || user.password !== body.password) {
      throw new HttpError(401, DETAILS.invalidLogin);
    }
    return issueSession(user, now);
  }),

  route(api.register, async ({ body, now }) => {
    const problem = passwordRuleProblem(body.password);
    if (problem) throw new HttpError(400, problem);
    const username = body.username?.trim() || body.email;
    refuseTakenNames(body.email, username);
    const user = await db.users.create({
      id: newObjectId(),
      username,
      email: body.email,
      password: body.password,
      role: 'user',
      created_at: now.toISOString(),
      selected_plan: body.selected_plan ?? null,
      premium_features: body.premium_features ?? [],
      phone_number: null,
      google_sub: null,
    });
    return { user_id: user.id };
  }),

  route(api.checkEmail, ({ query }) => ({ exists: byEmail(query.email) !== undefined })),

  route(api.checkAvailability, ({ query }) => ({
    email_exists: byEmail(query.email) !== undefined,
  })),

  route(api.googleAuth, async ({ body, now }) => {
    const identity = readGoogleIdToken(body.id_token);
    if (!identity) throw new HttpError(401, DETAILS.googleInvalid);
    if (!identity.email) throw new HttpError(400, DETAILS.googleNoEmail);
    if (!identity.email_verified) throw new HttpError(400, DETAILS.googleEmailUnverified);
    // Found by the Google subject only; a password account with the email is never taken over.
    const linked = db.users.findFirst((q) => q.where({ google_sub: identity.sub }));
    if (!linked && byEmail(identity.email)) throw new HttpError(409, DETAILS.googleNotLinked);
    if (body.login_existing) {
      if (!linked) throw new HttpError(401, DETAILS.googleNoAccount);
      return googleAnswer(await issueSession(linked, now), false);
    }
    if (linked) throw new HttpError(409, DETAILS.emailTaken);
    refuseTakenNames(identity.email, identity.email);
    const user = await db.users.create({
      id: newObjectId(),
      username: identity.email,
      email: identity.email,
      password: null,
      role: 'user',
      created_at: now.toISOString(),
      selected_plan: body.selected_plan ?? null,
      premium_features: body.premium_features ?? [],
      phone_number: null,
      google_sub: identity.sub,
    });
    return googleAnswer(await issueSession(user, now), true);
  }),

  route(api.submitSignupDetails, async ({ query, body, now }) => {
    const userId = query.user_account_id;
    if (!db.users.findFirst((q) => q.where({ id: userId }))) {
      throw new HttpError(404, DETAILS.userNotFound);
    }
    db.signups.delete((q) => q.where({ user_account_id: userId }));
    const record = await db.signups.create({
      user_account_id: userId,
      ...body,
      created_at: now.toISOString(),
    });
    return record;
  }),

  route(api.logout, async ({ request }) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (token) {
      await db.tokens.update((q) => q.where({ token }), {
        data(record) {
          record.revoked = true;
        },
      });
    }
    return undefined;
  }),
];

function googleAnswer(session: Awaited<ReturnType<typeof issueSession>>, created: boolean) {
  return {
    success: true,
    user: { user_id: session.user_id, username: session.username, email: session.email },
    token: session.token,
    expires_at: session.expires_at,
    role: session.role,
    created,
  };
}
