/**
 * Account upkeep over the storage port, for both backends (issue 29): a forgotten password,
 * the account settings (password, sessions, email preferences). Mail goes through the
 * `Mailer` port: nodemailer over SMTP on the server, the demo's Outbox in the mock.
 */
import { HttpError } from '@/shared/api/details';
import type { Collection } from '@/shared/store/port';
import { consumeWindow } from '@/shared/store/quota';
import type { Log, Service } from '@/shared/store/service';
import { DETAILS } from '@/shared/api/details';
import type { UserRecord } from '@/features/auth/records';
import {
  signInAnswer,
  lookupKey,
  revokeSession,
  revokeUserSessions,
  type PasswordHasher,
  type SessionDeps,
} from '@/features/auth/service';
import { passwordRuleProblem } from '@/features/auth/model/password';
import { isCommonPassword } from '@/features/auth/model/strength';
import type { AccountSettings, EmailPreferences, accountEndpoints } from '../contract';
import { describeDevice } from '../model/device';
import { passwordChangedNotice, resetPasswordEmail, type Email } from '../model/emails';
import {
  CURRENT_PASSWORD_WRONG,
  FORGOT_PASSWORD_SENT,
  NO_PASSWORD_ACCOUNT,
  RESET_LINK_INVALID,
  RESET_TOO_MANY,
  SAME_PASSWORD,
  SESSION_NOT_FOUND,
} from '../model/messages';
import {
  findLinkToken,
  issueLinkToken,
  retireLinkTokens,
  sha256Hex,
  spendLinkToken,
  type TokenStore,
} from './tokens';

/** Sends one email; throws when the mail server refuses it. */
export interface Mailer {
  send(email: Email): Promise<void>;
}

export interface AccountDeps extends SessionDeps {
  store: SessionDeps['store'] & TokenStore & { users: Collection<UserRecord> };
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The app's address, for links in emails: `https://app.selfsettle.example`. */
  origin: () => string;
}

/** Emails asked for one address (a reset link) per hour, whether or not it has an account. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const DEFAULT_PREFERENCES: EmailPreferences = {
  step_reminders: true,
  past_due_alerts: true,
  weekly_digest: true,
};

export function settingsOf(user: UserRecord): AccountSettings {
  return {
    email: user.email,
    email_verified: Boolean(user.email_verified_at),
    pending_email: user.pending_email ?? null,
    has_password: user.password_hash !== null,
    preferences: user.email_preferences ?? DEFAULT_PREFERENCES,
    time_zone: user.time_zone ?? null,
  };
}

/** The reference a session is listed and ended by: never its id (the token's hash). */
export async function sessionRef(sessionId: string): Promise<string> {
  return (await sha256Hex(`session-ref:${sessionId}`)).slice(0, 32);
}

/** The password rules of spec section 5, then the common-password refusal (ASVS 6.2.12). */
export async function newPasswordProblem(password: string): Promise<string | null> {
  return (
    passwordRuleProblem(password) ??
    ((await isCommonPassword(password)) ? DETAILS.passwordCommon : null)
  );
}

export function createAccountService(deps: AccountDeps): Service<typeof accountEndpoints> {
  const { users, sessions } = deps.store;

  /**
   * Sends in the background: the answer does not wait for the mail server, so it takes the same
   * time whether or not a message went out. A failure is logged.
   */
  function sendLater(email: Email, log: Log, what: string): void {
    void deps.mailer.send(email).catch((error: unknown) => {
      log.error({ err: error, email: what }, 'email not sent');
    });
  }

  async function userOf(id: string): Promise<UserRecord> {
    const user = await users.get(id);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return user;
  }

  /** Per address, counted before anything is looked up: a 429 reveals nothing either. */
  async function limitMailTo(purpose: string, address: string, now: Date) {
    const base = `mail:${purpose}:${await sha256Hex(lookupKey(address))}`;
    if (!(await consumeWindow(deps.store.quotas, base, MAILS_PER_ADDRESS_PER_HOUR, HOUR_MS, now))) {
      throw new HttpError(429, RESET_TOO_MANY);
    }
  }

  return {
    async forgotPassword({ body, now, log }) {
      await limitMailTo('reset', body.email, now);
      const user = await users.findOne({ email_key: lookupKey(body.email) });
      if (user) {
        const token = await issueLinkToken(
          deps.store,
          { user_id: user.id, purpose: 'reset', email: user.email },
          now,
        );
        sendLater(
          resetPasswordEmail(user.email, `${deps.origin()}/reset-password#token=${token}`),
          log,
          'reset',
        );
        log.info({ user_id: user.id }, 'password reset link sent');
      }
      return { message: FORGOT_PASSWORD_SENT };
    },

    async resetPassword({ body, now, log, userAgent }) {
      const link = await findLinkToken(deps.store, 'reset', body.token, now);
      if (!link) throw new HttpError(400, RESET_LINK_INVALID);
      // A password the rules refuse leaves the link usable for the next try.
      const problem = await newPasswordProblem(body.password);
      if (problem) throw new HttpError(400, problem);
      if (!(await spendLinkToken(deps.store, link, now))) {
        throw new HttpError(400, RESET_LINK_INVALID);
      }
      const user = await userOf(link.user_id);
      await retireLinkTokens(deps.store, user.id, 'reset', now);
      await users.update(
        { id: user.id },
        {
          set: {
            password_hash: await deps.passwords.hash(body.password),
            // The link reached the address: it is the owner's.
            ...(link.email === user.email && !user.email_verified_at
              ? { email_verified_at: now.toISOString() }
              : {}),
          },
        },
      );
      const ended = await revokeUserSessions(sessions, user.id, now);
      log.info({ user_id: user.id, sessions_ended: ended }, 'password reset');
      return signInAnswer(deps, user, now, userAgent);
    },

    getSettings: async ({ user }) => settingsOf(await userOf(user.id)),

    async updatePreferences({ user, body }) {
      const { time_zone, ...preferences } = body;
      await users.update(
        { id: user.id },
        { set: { email_preferences: preferences, ...(time_zone ? { time_zone } : {}) } },
      );
      return settingsOf(await userOf(user.id));
    },

    async changePassword({ user, sessionId, body, now, log }) {
      const record = await userOf(user.id);
      if (record.password_hash === null) throw new HttpError(400, NO_PASSWORD_ACCOUNT);
      if (!(await deps.passwords.verify(record.password_hash, body.current_password))) {
        log.warn({ user_id: user.id }, 'password change refused: wrong current password');
        throw new HttpError(400, CURRENT_PASSWORD_WRONG);
      }
      if (body.new_password === body.current_password) throw new HttpError(400, SAME_PASSWORD);
      const problem = await newPasswordProblem(body.new_password);
      if (problem) throw new HttpError(400, problem);
      await users.update(
        { id: user.id },
        { set: { password_hash: await deps.passwords.hash(body.new_password) } },
      );
      const ended = await revokeUserSessions(sessions, user.id, now, sessionId);
      log.info({ user_id: user.id, sessions_ended: ended }, 'password changed');
      sendLater(passwordChangedNotice(record.email, deps.origin()), log, 'password-changed');
      return undefined;
    },

    async listSessions({ user, sessionId, now }) {
      const live = await sessions.find(
        { user_id: user.id, revoked_at: null, expires_at: { $gt: now.toISOString() } },
        { sort: { created_at: -1 } },
      );
      const listed = await Promise.all(
        live.map(async (session) => ({
          id: await sessionRef(session.id),
          device: describeDevice(session.user_agent),
          created_at: session.created_at,
          last_used_at: session.last_used_at ?? session.created_at,
          current: session.id === sessionId,
        })),
      );
      return { sessions: listed.sort((a, b) => Number(b.current) - Number(a.current)) };
    },

    async endSession({ user, params, now, log }) {
      const live = await sessions.select(['id'], {
        user_id: user.id,
        revoked_at: null,
        expires_at: { $gt: now.toISOString() },
      });
      for (const { id } of live) {
        if ((await sessionRef(id)) !== params.session_id) continue;
        await revokeSession(sessions, id, now);
        log.info({ user_id: user.id }, 'session ended by its owner');
        return undefined;
      }
      throw new HttpError(404, SESSION_NOT_FOUND);
    },

    async endOtherSessions({ user, sessionId, now, log }) {
      const ended = await revokeUserSessions(sessions, user.id, now, sessionId);
      log.info({ user_id: user.id, sessions_ended: ended }, 'signed out everywhere else');
      return { ended };
    },
  };
}
