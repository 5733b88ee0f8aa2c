/**
 * A verified email and a safe change of it (issue 29, point 3; ASVS 7.5.1), for both backends:
 * the verification link sent at sign-up (and again on request), an email change that needs the
 * current password and happens only when the link sent to the new address is followed (the old
 * address is told, every session ends), and the one endpoint both links open.
 */
import { DETAILS, HttpError } from '@/shared/api/details';
import { DuplicateKeyError } from '@/shared/store/port';
import type { Log } from '@/shared/api/service';
import { userKeys, type UserRecord } from '@/features/auth/records';
import { lookupKey, revokeUserSessions } from '@/features/auth/service';
import type { ConfirmEmailResponse } from '../contract';
import { emailChangeEmail, emailChangedNotice, verifyEmailEmail } from '../model/emails';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_SAME,
  LINK_INVALID,
  NO_PASSWORD_ACCOUNT,
  verificationSent,
} from '../model/messages';
import { findLinkToken, issueLinkToken, retireLinkTokens, spendLinkToken } from './tokens';
import { limitMailTo, sendLater, type AccountDeps } from './mail';

/** What a request that asks for an email change carries beside the new address. */
export interface EmailChangeRequest {
  userId: string;
  email: string;
  currentPassword: string;
  now: Date;
  log: Log;
}

export function createEmailChecks(deps: AccountDeps) {
  const { users, sessions } = deps.store;
  const linkTo = (token: string) => `${deps.origin()}/confirm-email#token=${token}`;

  async function userOf(id: string): Promise<UserRecord> {
    const user = await users.get(id);
    if (!user) throw new HttpError(404, DETAILS.userNotFound);
    return user;
  }

  /** Sign-in looks names up among emails and usernames alike: neither may be another's. */
  async function refuseTaken(userId: string, email: string) {
    const key = lookupKey(email);
    const taken = await users.findOne({
      $or: [{ email_key: key }, { username_key: key }],
      id: { $ne: userId },
    });
    if (taken) {
      throw new HttpError(
        409,
        taken.email_key === key ? DETAILS.emailTaken : DETAILS.signInNameTaken,
      );
    }
  }

  async function sendVerification(user: UserRecord, now: Date, log: Log): Promise<void> {
    const token = await issueLinkToken(
      deps.store,
      { user_id: user.id, purpose: 'verify', email: user.email },
      now,
    );
    sendLater(deps.mailer, verifyEmailEmail(user.email, linkTo(token)), log, 'verify');
  }

  return {
    /** At sign-up: the link that verifies the address. */
    sendVerification,

    /** 'Resend' on the banner: at most three links an hour per address. */
    async resendVerification(userId: string, now: Date, log: Log): Promise<{ message: string }> {
      const user = await userOf(userId);
      if (user.email_verified_at) throw new HttpError(400, EMAIL_ALREADY_VERIFIED);
      await limitMailTo(deps, 'verify', user.email, now);
      await sendVerification(user, now, log);
      return { message: verificationSent(user.email) };
    },

    /**
     * The current password first (a stolen token alone changes nothing), then the new address's
     * checks; the address becomes the account's only when its link is followed.
     */
    async requestEmailChange({ userId, email, currentPassword, now, log }: EmailChangeRequest) {
      const user = await userOf(userId);
      if (user.password_hash === null) throw new HttpError(400, NO_PASSWORD_ACCOUNT);
      if (!(await deps.passwords.verify(user.password_hash, currentPassword))) {
        log.warn({ user_id: user.id }, 'email change refused: wrong current password');
        throw new HttpError(400, CURRENT_PASSWORD_WRONG);
      }
      if (lookupKey(email) === user.email_key) throw new HttpError(400, EMAIL_SAME);
      await refuseTaken(user.id, email);
      await limitMailTo(deps, 'email-change', email, now);
      // Only the latest request's link works.
      await retireLinkTokens(deps.store, user.id, 'email-change', now);
      await users.update({ id: user.id }, { set: { pending_email: email } });
      const token = await issueLinkToken(
        deps.store,
        { user_id: user.id, purpose: 'email-change', email },
        now,
      );
      sendLater(deps.mailer, emailChangeEmail(email, linkTo(token)), log, 'email-change');
      log.info({ user_id: user.id }, 'email change requested');
    },

    /** Either link: a verification of the account's address, or a requested new address. */
    async confirmEmail(token: string, now: Date, log: Log): Promise<ConfirmEmailResponse> {
      const link =
        (await findLinkToken(deps.store, 'verify', token, now)) ??
        (await findLinkToken(deps.store, 'email-change', token, now));
      const user = link ? await users.get(link.user_id) : null;
      // A link for an address the account no longer has (or no longer asks for) does nothing.
      const current =
        link?.purpose === 'verify'
          ? user?.email === link.email
          : user?.pending_email === link?.email;
      if (!link || !user || !current) throw new HttpError(400, LINK_INVALID);

      if (link.purpose === 'verify') {
        if (!(await spendLinkToken(deps.store, link, now))) throw new HttpError(400, LINK_INVALID);
        if (!user.email_verified_at) {
          await users.update({ id: user.id }, { set: { email_verified_at: now.toISOString() } });
        }
        log.info({ user_id: user.id }, 'email verified');
        return { email: user.email, email_changed: false };
      }

      await refuseTaken(user.id, link.email);
      if (!(await spendLinkToken(deps.store, link, now))) throw new HttpError(400, LINK_INVALID);
      // A sign-in name that was the old address follows it: the old address must not sign in
      // (nor greet the user) once it is no longer the account's. A chosen username stays.
      const username = lookupKey(user.username) === user.email_key ? link.email : user.username;
      try {
        await users.update(
          { id: user.id },
          {
            set: {
              email: link.email,
              username,
              ...userKeys(username, link.email),
              email_verified_at: now.toISOString(),
              pending_email: null,
            },
          },
        );
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new HttpError(409, DETAILS.emailTaken);
        throw error;
      }
      await retireLinkTokens(deps.store, user.id, 'verify', now);
      await retireLinkTokens(deps.store, user.id, 'reset', now);
      // Whoever holds a session signed in as the old identity signs in again.
      const ended = await revokeUserSessions(sessions, user.id, now);
      sendLater(
        deps.mailer,
        emailChangedNotice(user.email, link.email, deps.origin()),
        log,
        'email-changed',
      );
      log.info({ user_id: user.id, sessions_ended: ended }, 'email changed');
      return { email: link.email, email_changed: true };
    },
  };
}

export type EmailChecks = ReturnType<typeof createEmailChecks>;
