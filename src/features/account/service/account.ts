/**
 * Account upkeep over the storage port, for both backends (issue 29): a forgotten password,
 * the account settings (password, sessions, email preferences). Mail goes through the
 * `Mailer` port: nodemailer over SMTP on the server, the demo's Outbox in the mock.
 */
import { DETAILS, HttpError } from '@/shared/api/details';
import type { Service } from '@/shared/api/service';
import type { UserRecord } from '@/features/auth/records';
import type { FinancialProfileRecord } from '@/features/profile/records';
import { isPlaceZone, userTimeZone } from '@/shared/lib/time-zones';
import type { UsStateCode } from '@/shared/lib/us-states';
import type { Collection } from '@/shared/store/port';
import {
  lookupKey,
  revokeSession,
  revokeUserSessions,
  signInAnswer,
} from '@/features/auth/service';
import { passwordRuleProblem } from '@/features/auth/model/password';
import {
  isCommonPassword,
  isGuessablePassword,
  userInputsOf,
} from '@/features/auth/model/strength';
import type { AccountSettings, accountEndpoints } from '../contract';
import { describeDevice } from '../model/device';
import { DEFAULT_PREFERENCES } from '../model/reminders';
import { passwordChangedNotice, resetPasswordEmail } from '../model/emails';
import {
  CURRENT_PASSWORD_WRONG,
  DELETE_NEEDS_PASSWORD,
  DELETE_PASSWORD_WRONG,
  FORGOT_PASSWORD_SENT,
  NO_PASSWORD_ACCOUNT,
  TIME_ZONE_UNKNOWN,
  RESET_LINK_INVALID,
  SAME_PASSWORD,
  SESSION_NOT_FOUND,
} from '../model/messages';
import { createEmailChecks } from './email-checks';
import { limitMailTo, sendLater, type AccountDeps } from './mail';
import { unsubscribe } from './reminders';
import {
  findLinkToken,
  issueLinkToken,
  retireLinkTokens,
  sha256Hex,
  spendLinkToken,
} from './tokens';

export { MAILS_PER_ADDRESS_PER_HOUR, type AccountDeps, type Mailer } from './mail';

export function settingsOf(user: UserRecord, state: UsStateCode | null = null): AccountSettings {
  const inUse = userTimeZone(user.time_zone, state);
  return {
    email: user.email,
    email_verified: Boolean(user.email_verified_at),
    pending_email: user.pending_email ?? null,
    has_password: user.password_hash !== null,
    preferences: user.email_preferences ?? DEFAULT_PREFERENCES,
    time_zone: isPlaceZone(user.time_zone) ? user.time_zone : null,
    time_zone_in_use: inUse.zone,
    time_zone_source: inUse.source,
  };
}

/** The profile's state, which the time zone follows when none was chosen (AC-17). */
export async function profileStateOf(
  store: { profiles: Collection<FinancialProfileRecord> },
  userId: string,
): Promise<UsStateCode | null> {
  return (await store.profiles.findOne({ user_id: userId }))?.state ?? null;
}

/** The reference a session is listed and ended by: never its id (the token's hash). */
export async function sessionRef(sessionId: string): Promise<string> {
  return (await sha256Hex(`session-ref:${sessionId}`)).slice(0, 32);
}

/**
 * The password rules of spec section 5, then the common-password refusal and the guessable one
 * (ASVS 6.2.12), the user's email and username counting as the first words tried.
 */
export async function newPasswordProblem(
  password: string,
  user: Pick<UserRecord, 'email' | 'username'>,
): Promise<string | null> {
  return (
    passwordRuleProblem(password) ??
    ((await isCommonPassword(password)) ? DETAILS.passwordCommon : null) ??
    ((await isGuessablePassword(password, userInputsOf(user.email, user.username)))
      ? DETAILS.passwordGuessable
      : null)
  );
}

export function createAccountService(deps: AccountDeps): Service<typeof accountEndpoints> {
  const { users, sessions } = deps.store;
  const checks = createEmailChecks(deps);

  async function userOf(id: string): Promise<UserRecord> {
    const user = await users.get(id);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return user;
  }

  return {
    async forgotPassword({ body, now, log }) {
      await limitMailTo(deps, 'reset', body.email, now);
      const user = await users.findOne({ email_key: lookupKey(body.email) });
      if (user) {
        const token = await issueLinkToken(
          deps.store,
          { user_id: user.id, purpose: 'reset', email: user.email },
          now,
        );
        sendLater(
          deps.mailer,
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
      const user = await userOf(link.user_id);
      // A password the rules refuse leaves the link usable for the next try.
      const problem = await newPasswordProblem(body.password, user);
      if (problem) throw new HttpError(400, problem);
      if (!(await spendLinkToken(deps.store, link, now))) {
        throw new HttpError(400, RESET_LINK_INVALID);
      }
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

    getSettings: async ({ user }) =>
      settingsOf(await userOf(user.id), await profileStateOf(deps.store, user.id)),

    async updatePreferences({ user, body }) {
      const { time_zone, ...preferences } = body;
      if (time_zone && !isPlaceZone(time_zone)) throw new HttpError(400, TIME_ZONE_UNKNOWN);
      // A zone chosen is kept; null forgets it (stored empty: no place), so the state's is used
      // again; absent leaves it as it is.
      const zone = time_zone === undefined ? {} : { time_zone: time_zone ?? '' };
      await users.update({ id: user.id }, { set: { email_preferences: preferences, ...zone } });
      return settingsOf(await userOf(user.id), await profileStateOf(deps.store, user.id));
    },

    async changePassword({ user, sessionId, body, now, log }) {
      const record = await userOf(user.id);
      if (record.password_hash === null) throw new HttpError(400, NO_PASSWORD_ACCOUNT);
      if (!(await deps.passwords.verify(record.password_hash, body.current_password))) {
        log.warn({ user_id: user.id }, 'password change refused: wrong current password');
        throw new HttpError(400, CURRENT_PASSWORD_WRONG);
      }
      if (body.new_password === body.current_password) throw new HttpError(400, SAME_PASSWORD);
      const problem = await newPasswordProblem(body.new_password, record);
      if (problem) throw new HttpError(400, problem);
      await users.update(
        { id: user.id },
        { set: { password_hash: await deps.passwords.hash(body.new_password) } },
      );
      // A reset link mailed before the change would undo it: open ones end with the old password.
      await retireLinkTokens(deps.store, user.id, 'reset', now);
      const ended = await revokeUserSessions(sessions, user.id, now, sessionId);
      log.info({ user_id: user.id, sessions_ended: ended }, 'password changed');
      sendLater(
        deps.mailer,
        passwordChangedNotice(record.email, deps.origin()),
        log,
        'password-changed',
      );
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

    confirmEmail: ({ body, now, log }) => checks.confirmEmail(body.token, now, log),

    resendVerification: ({ user, now, log }) => checks.resendVerification(user.id, now, log),

    unsubscribe: ({ params, now, log }) => unsubscribe(deps, params.token, now, log),

    async exportData({ user, now, log }) {
      const collections = await deps.personalData.exportOf(await userOf(user.id));
      log.info({ user_id: user.id }, 'personal data exported');
      return { exported_at: now.toISOString(), collections };
    },

    async deleteAccount({ user, body, log, now }) {
      const record = await userOf(user.id);
      if (record.password_hash === null) throw new HttpError(400, DELETE_NEEDS_PASSWORD);
      if (!(await deps.passwords.verify(record.password_hash, body.password))) {
        log.warn({ user_id: user.id }, 'account deletion refused: wrong password');
        throw new HttpError(400, DELETE_PASSWORD_WRONG);
      }
      // The sessions end first (the tombstone), then go with the records erased.
      await deps.personalData.erase(record, log, now);
      return undefined;
    },
  };
}
