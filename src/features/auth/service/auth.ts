/** Sign-in, registration, the email checks, Google sign-in, sign-up details and sign-out. */
import type { ChosenPlan } from '@/features/enrollment/model/plan-program';
import { DETAILS, HttpError } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import type { Log, Service } from '@/shared/api/service';
import type { authEndpoints } from '../contract';
import { passwordRuleProblem } from '../model/password';
import { isCommonPassword, isGuessablePassword, userInputsOf } from '../model/strength';
import {
  lookupKey,
  signedUpAt,
  userKeys,
  type SignupDetailsRecord,
  type UserRecord,
} from '../records';
import { revokeSession, signInAnswer, type SessionDeps } from './sessions';

/** Password hashing: argon2id on the server, a fast stand-in in the mock. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for no hash (an unknown user or a Google account), in about the time of a check. */
  verify(hash: string | null, password: string): Promise<boolean>;
}

/** The identity in a Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

/** Checks Google ID tokens: `google-auth-library` on the server, unsigned tokens in the mock. */
export interface GoogleVerifier {
  readonly configured: boolean;
  /** The identity in a valid token, or null. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export interface AuthDeps extends SessionDeps {
  store: SessionDeps['store'] & {
    users: Collection<UserRecord>;
    signups: Collection<SignupDetailsRecord>;
  };
  passwords: PasswordHasher;
  google: GoogleVerifier;
  /**
   * After a password sign-up (issue 29): the verification email. Its failure is the mailer's to
   * log; the account exists either way and 'Resend' asks again.
   */
  onRegistered?: (user: UserRecord, now: Date, log: Log) => Promise<void>;
}

/**
 * Starts a new user's program from the builder's plan (enrollment's `startProgramFromPlan`,
 * wired in `src/backend/services.ts`, so auth does not import the enrollment service).
 */
export type StartProgram = (userId: string, plan: ChosenPlan) => Promise<void>;

export { lookupKey } from '../records';

const EMAIL_SHAPE = /^([^@\s])[^@\s]*@([^@\s]+\.[^@\s]+)$/;

/**
 * What the log keeps of a typed sign-in name: the first character and the domain of an email
 * (`d***@example.com`), only the length of anything else. The name box often receives a
 * password typed in the wrong place, so it is never logged in full.
 */
export function maskIdentifier(value: string): string {
  const key = lookupKey(value);
  const email = EMAIL_SHAPE.exec(key);
  return email ? `${email[1]}***@${email[2]}` : `*** (${key.length} characters)`;
}

/** The auth endpoints over the users, sessions and sign-up details. */
export function createAuthService(
  deps: AuthDeps,
  startProgram: StartProgram,
): Service<typeof authEndpoints> {
  const { users, signups } = deps.store;

  const session = (user: UserRecord, now: Date, userAgent: string | null) =>
    signInAnswer(deps, user, now, userAgent);

  async function emailExists(email: string): Promise<boolean> {
    return (await users.count({ email_key: lookupKey(email) })) > 0;
  }

  /**
   * Sign-in looks a name up among usernames and emails alike, so the new account's email and
   * username may equal no other account's email or username (trimmed, ignoring case): 409.
   */
  async function refuseTakenNames(email: string, username: string) {
    const keys = [...new Set([lookupKey(email), lookupKey(username)])];
    const clashes = await users.find({
      $or: [{ email_key: { $in: keys } }, { username_key: { $in: keys } }],
    });
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
  async function createUser(
    fields: Pick<UserRecord, 'username' | 'email' | 'password_hash' | 'google_sub'> &
      Partial<Pick<UserRecord, 'selected_plan' | 'premium_features' | 'email_verified_at'>>,
    now: Date,
  ): Promise<UserRecord> {
    await refuseTakenNames(fields.email, fields.username);
    try {
      return await users.insert({
        id: newObjectId(now),
        ...userKeys(fields.username, fields.email),
        role: 'user',
        ...signedUpAt(now.toISOString()),
        phone_number: null,
        stripe_customer_id: null,
        ...fields,
        selected_plan: fields.selected_plan ?? null,
        premium_features: fields.premium_features ?? [],
      });
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.emailTaken);
      throw error;
    }
  }

  /**
   * The plan chosen in the builder becomes the new user's program (issue 33 point 2). The
   * account is made by then: a failure is logged and the user chooses on Manage my enrollment.
   */
  async function programFromSignUp(user: UserRecord, log: Log): Promise<void> {
    if (!user.selected_plan) return;
    try {
      await startProgram(user.id, {
        base_plan: user.selected_plan,
        premium_features: user.premium_features,
      });
    } catch (error) {
      log.error({ user_id: user.id, err: error }, 'the program of the chosen plan was not started');
    }
  }

  return {
    async login({ body, now, log, userAgent }) {
      const key = lookupKey(body.username);
      const user = await users.findOne({ $or: [{ username_key: key }, { email_key: key }] });
      // A wrong password and an unknown user get the same answer, in the same time.
      // An account being deleted takes no new session (its deletion's tombstone).
      if (
        !(await deps.passwords.verify(user?.password_hash ?? null, body.password)) ||
        !user ||
        user.deleting_at
      ) {
        log.warn({ identifier: maskIdentifier(key) }, 'sign-in failed');
        throw new HttpError(401, DETAILS.invalidLogin);
      }
      log.info({ user_id: user.id }, 'signed in');
      return session(user, now, userAgent);
    },

    async register({ body, now, log }) {
      // The browser checks the rule too; the server is where it holds.
      const problem = passwordRuleProblem(body.password);
      if (problem) throw new HttpError(400, problem);
      // A password on the common (leaked) list is the first an attacker tries (ASVS 6.2.12).
      if (await isCommonPassword(body.password)) throw new HttpError(400, DETAILS.passwordCommon);
      // Below zxcvbn's 'Good', the email and username counting as the first words tried.
      if (await isGuessablePassword(body.password, userInputsOf(body.email, body.username))) {
        throw new HttpError(400, DETAILS.passwordGuessable);
      }
      const user = await createUser(
        {
          username: body.username?.trim() || body.email,
          email: body.email,
          password_hash: await deps.passwords.hash(body.password),
          google_sub: null,
          selected_plan: body.selected_plan,
          premium_features: body.premium_features,
        },
        now,
      );
      log.info({ user_id: user.id }, 'registered');
      await programFromSignUp(user, log);
      await deps.onRegistered?.(user, now, log);
      return { user_id: user.id };
    },

    checkEmail: async ({ query }) => ({ exists: await emailExists(query.email) }),

    checkAvailability: async ({ query }) => ({ email_exists: await emailExists(query.email) }),

    async googleAuth({ body, now, log, userAgent }) {
      if (!deps.google.configured) throw new HttpError(503, DETAILS.googleUnavailable);
      const identity = await deps.google.verify(body.id_token);
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
      const linked = await users.findOne({ google_sub: identity.sub });
      if (!linked && (await emailExists(identity.email))) {
        log.warn('Google sign-in refused: the email belongs to an account not linked to Google');
        throw new HttpError(409, DETAILS.googleNotLinked);
      }
      if (linked?.deleting_at) throw new HttpError(401, DETAILS.googleNoAccount);
      if (body.login_existing && !linked) throw new HttpError(401, DETAILS.googleNoAccount);
      if (!body.login_existing && linked) throw new HttpError(409, DETAILS.emailTaken);
      const user =
        linked ??
        (await createUser(
          {
            username: identity.email,
            email: identity.email,
            password_hash: null,
            google_sub: identity.sub,
            // Google has verified the address (a token with an unverified one is refused above).
            email_verified_at: now.toISOString(),
            selected_plan: body.selected_plan,
            premium_features: body.premium_features,
          },
          now,
        ));
      log.info({ user_id: user.id }, linked ? 'signed in with Google' : 'registered with Google');
      if (!linked) await programFromSignUp(user, log);
      const { user_id, username, email, token, expires_at, role } = await session(
        user,
        now,
        userAgent,
      );
      return {
        success: true,
        user: { user_id, username, email },
        token,
        expires_at,
        role,
        created: !linked,
      };
    },

    async submitSignupDetails({ query, body, now }) {
      const userId = query.user_account_id;
      if (!(await users.get(userId))) throw new HttpError(404, DETAILS.userNotFound);
      // One record per account: a retried sign-up replaces the earlier details.
      await signups.update(
        { user_account_id: userId },
        { set: body, setOnInsert: { id: userId, created_at: now.toISOString() } },
        { upsert: true },
      );
      return { user_account_id: userId, ...body };
    },

    async logout({ user, sessionId, now, log }) {
      await revokeSession(deps.store.sessions, sessionId!, now);
      log.info({ user_id: user.id }, 'signed out');
      return undefined;
    },
  };
}
