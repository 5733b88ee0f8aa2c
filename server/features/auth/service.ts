/** Accounts and sessions: the rules behind the auth routes. */
import type { z } from 'zod';
import type {
  GoogleAuthBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  SignupDetailsBodySchema,
} from '@/features/auth/contract';
import { passwordRuleProblem } from '@/features/auth/model/password';
import { DETAILS } from '@/shared/api/details';
import { issueToken, revokeToken } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError, isDuplicateKey } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { lookupKey, type UserDoc } from './model';

type LoginBody = z.output<typeof LoginBodySchema>;
type RegisterBody = z.output<typeof RegisterBodySchema>;
type GoogleAuthBody = z.output<typeof GoogleAuthBodySchema>;
type SignupDetailsBody = z.output<typeof SignupDetailsBodySchema>;

export function createAuthService({ models, google }: AppDeps) {
  async function session(user: Pick<UserDoc, '_id' | 'username' | 'email' | 'role'>, now: Date) {
    const { token, expires_at } = await issueToken(models, user, now);
    return {
      user_id: user._id,
      username: user.username,
      email: user.email,
      role: user.role,
      token,
      expires_at: expires_at.toISOString(),
    };
  }

  function findByEmail(email: string) {
    return models.User.findOne({ email_key: lookupKey(email) }).lean();
  }

  /**
   * Sign-in looks a name up among usernames and emails alike, so the new account's email and
   * username may equal no other account's email or username (trimmed, ignoring case): 409.
   */
  async function refuseTakenNames(email: string, username: string) {
    const keys = [...new Set([lookupKey(email), lookupKey(username)])];
    const clashes = await models.User.find({
      $or: [{ email_key: { $in: keys } }, { username_key: { $in: keys } }],
    })
      .select({ email_key: 1, username_key: 1 })
      .lean();
    if (clashes.length === 0) return;
    const emailKey = lookupKey(email);
    if (clashes.some((user) => user.email_key === emailKey)) {
      throw new HttpError(409, DETAILS.emailTaken);
    }
    if (clashes.some((user) => user.username_key === emailKey)) {
      throw new HttpError(409, DETAILS.signInNameTaken);
    }
    throw new HttpError(409, DETAILS.usernameTaken);
  }

  /** Creates a user; a taken email or username is a 409, even when two sign-ups race. */
  async function createUser(fields: {
    username: string;
    email: string;
    password_hash: string | null;
    selected_plan?: UserDoc['selected_plan'];
    premium_features?: UserDoc['premium_features'];
    google_sub?: string | null;
  }) {
    await refuseTakenNames(fields.email, fields.username);
    try {
      const user = await models.User.create({
        username: fields.username,
        username_key: lookupKey(fields.username),
        email: fields.email,
        email_key: lookupKey(fields.email),
        password_hash: fields.password_hash,
        selected_plan: fields.selected_plan ?? null,
        premium_features: fields.premium_features ?? [],
        google_sub: fields.google_sub ?? null,
      });
      return user.toObject();
    } catch (error) {
      if (isDuplicateKey(error)) throw new HttpError(409, DETAILS.emailTaken);
      throw error;
    }
  }

  return {
    async login(body: LoginBody, now: Date, log: Logger) {
      const key = lookupKey(body.username);
      const user = await models.User.findOne({
        $or: [{ username_key: key }, { email_key: key }],
      }).lean();
      // A wrong password and an unknown user get the same answer, in the same time.
      if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
        log.warn({ username: key }, 'sign-in failed');
        throw new HttpError(401, DETAILS.invalidLogin);
      }
      log.info({ user_id: user._id }, 'signed in');
      return session(user, now);
    },

    async register(body: RegisterBody, _now: Date, log: Logger) {
      // The browser checks the rule too; the server is where it holds.
      const problem = passwordRuleProblem(body.password);
      if (problem) throw new HttpError(400, problem);
      const user = await createUser({
        username: body.username?.trim() || body.email,
        email: body.email,
        password_hash: await hashPassword(body.password),
        selected_plan: body.selected_plan ?? null,
        premium_features: body.premium_features ?? [],
      });
      log.info({ user_id: user._id }, 'registered');
      return { user_id: user._id };
    },

    async emailExists(email: string): Promise<boolean> {
      return (await models.User.exists({ email_key: lookupKey(email) })) !== null;
    },

    async googleSignIn(body: GoogleAuthBody, now: Date, log: Logger) {
      if (!google.configured) throw new HttpError(503, DETAILS.googleUnavailable);
      const identity = await google.verify(body.id_token);
      if (!identity) {
        log.warn('Google sign-in refused: invalid ID token');
        throw new HttpError(401, DETAILS.googleInvalid);
      }
      if (!identity.email) throw new HttpError(400, DETAILS.googleNoEmail);
      if (!identity.emailVerified) {
        log.warn('Google sign-in refused: email not verified');
        throw new HttpError(400, DETAILS.googleEmailUnverified);
      }
      // An account is found by its Google subject only. A password account with the same
      // email is never taken over (account pre-hijacking): 409, sign in with the password.
      const linked = await models.User.findOne({ google_sub: identity.sub }).lean();
      if (!linked && (await findByEmail(identity.email))) {
        log.warn('Google sign-in refused: the email belongs to an account not linked to Google');
        throw new HttpError(409, DETAILS.googleNotLinked);
      }
      if (body.login_existing) {
        if (!linked) throw new HttpError(401, DETAILS.googleNoAccount);
        log.info({ user_id: linked._id }, 'signed in with Google');
        return {
          success: true,
          user: brief(linked),
          ...(await tokenOf(linked)),
          created: false,
        };
      }
      if (linked) throw new HttpError(409, DETAILS.emailTaken);
      const user = await createUser({
        username: identity.email,
        email: identity.email,
        password_hash: null,
        selected_plan: body.selected_plan ?? null,
        premium_features: body.premium_features ?? [],
        google_sub: identity.sub,
      });
      log.info({ user_id: user._id }, 'registered with Google');
      return { success: true, user: brief(user), ...(await tokenOf(user)), created: true };

      async function tokenOf(user: UserDoc) {
        const { token, expires_at, role } = await session(user, now);
        return { token, expires_at, role };
      }
    },

    async saveSignupDetails(userId: string, body: SignupDetailsBody) {
      if (!(await models.User.exists({ _id: userId })))
        throw new HttpError(404, DETAILS.userNotFound);
      // One record per account: a retried sign-up replaces the earlier details.
      await models.SignupDetails.updateOne(
        { user_account_id: userId },
        { $set: { ...body, user_account_id: userId } },
        { upsert: true },
      );
      return { user_account_id: userId, ...body };
    },

    async logout(sessionId: string, now: Date) {
      await revokeToken(models, sessionId, now);
    },
  };
}

function brief(user: Pick<UserDoc, '_id' | 'username' | 'email'>) {
  return { user_id: user._id, username: user.username, email: user.email };
}
