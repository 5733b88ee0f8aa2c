/**
 * What the account services share: their dependencies, sending mail without waiting for it,
 * and the per-address limit on the mail a request may ask for.
 */
import { HttpError } from '@/shared/api/details';
import type { FinancialProfileRecord } from '@/features/profile/records';
import { hmacHex } from '@/shared/lib/hmac';
import type { Collection } from '@/shared/store/port';
import { consumeWindow } from '@/shared/store/quota';
import type { Log } from '@/shared/api/service';
import type { UserRecord } from '@/features/auth/records';
import { lookupKey, type PasswordHasher, type SessionDeps } from '@/features/auth/service';
import type { Email } from '../model/emails';
import { RESET_TOO_MANY } from '../model/messages';
import type { TokenStore } from './tokens';

/** Sends one email; throws when the mail server refuses it. */
export interface Mailer {
  send(email: Email): Promise<void>;
}

export interface AccountDeps extends SessionDeps {
  store: SessionDeps['store'] &
    TokenStore & {
      users: Collection<UserRecord>;
      profiles: Collection<FinancialProfileRecord>;
    };
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The app's address, for links in emails: `https://app.selfsettle.example`. */
  origin: () => string;
  /**
   * The HMAC key of names and addresses in the counters (`rate_limits`): a plain SHA-256 of an
   * address can be recomputed by anyone holding a list of addresses.
   */
  keySecret: string;
  /**
   * The user's records in every collection of the registry (src/backend/personal-data.ts):
   * exported, or erased after the subscription is cancelled.
   */
  personalData: {
    exportOf(user: UserRecord): Promise<Record<string, Record<string, unknown>[]>>;
    erase(user: UserRecord, log: Log, now: Date): Promise<void>;
  };
}

/** Emails asked for one address (a reset link) per hour, whether or not it has an account. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * Sends in the background: the answer does not wait for the mail server, so it takes the same
 * time whether or not a message went out. A failure is logged.
 */
export function sendLater(mailer: Mailer, email: Email, log: Log, what: string): void {
  void mailer.send(email).catch((error: unknown) => {
    log.error({ err: error, email: what }, 'email not sent');
  });
}

/** Per address, counted before anything is looked up: a 429 reveals nothing either. */
export async function limitMailTo(
  { store, keySecret }: { store: TokenStore; keySecret: string },
  purpose: string,
  address: string,
  now: Date,
): Promise<void> {
  const base = `mail:${purpose}:${await hmacHex(keySecret, lookupKey(address))}`;
  if (!(await consumeWindow(store.rateLimits, base, MAILS_PER_ADDRESS_PER_HOUR, HOUR_MS, now))) {
    throw new HttpError(429, RESET_TOO_MANY);
  }
}
