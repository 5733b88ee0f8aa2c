/** Sign-in, registration, Google identity, sign-up details and sign-out. */
import { authEndpoints as api } from '@/features/auth/contract';
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
    if (byEmail(body.email)) throw new HttpError(409, DETAILS.emailTaken);
    const username = body.username?.trim() || body.email;
    const lower = username.toLowerCase();
    if (
      db.users.findFirst((q) => q.where({ username: (value) => value.toLowerCase() === lower }))
    ) {
      throw new HttpError(409, DETAILS.usernameTaken);
    }
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
    const existing = byEmail(identity.email);
    if (body.login_existing) {
      if (!existing) throw new HttpError(401, DETAILS.googleNoAccount);
      return googleAnswer(await issueSession(existing, now), false);
    }
    if (existing) throw new HttpError(409, DETAILS.emailTaken);
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
