/**
 * The single-use links of account upkeep: a token of 256 random bits goes in the email, only its
 * SHA-256 is stored (both backends hash it with Web Crypto), it is valid 30 minutes and works
 * once (`insertOnce`: an insert under a unique id, which two concurrent uses cannot both win).
 */
import { insertOnce, type Collection } from '@/shared/store/port';
import type { RateLimitRecord } from '@/shared/store/records';
import { LINK_LIFETIME_MINUTES } from '../model/emails';
import type { AccountTokenPurpose, AccountTokenRecord } from '../records';

export interface TokenStore {
  accountTokens: Collection<AccountTokenRecord>;
  rateLimits: Collection<RateLimitRecord>;
}

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/**
 * Stores a new link for the user and answers its token (the only copy); valid 30 minutes unless
 * `lifetimeMinutes` says otherwise.
 */
export async function issueLinkToken(
  store: TokenStore,
  fields: { user_id: string; purpose: AccountTokenPurpose; email: string },
  now: Date,
  lifetimeMinutes = LINK_LIFETIME_MINUTES,
): Promise<string> {
  const token = hex(crypto.getRandomValues(new Uint8Array(32)));
  await store.accountTokens.insert({
    id: await sha256Hex(token),
    ...fields,
    expires_at: new Date(now.getTime() + lifetimeMinutes * 60_000).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  return token;
}

/** The link's record if the token is one of `purpose`'s, unexpired and unused; null otherwise. */
export async function findLinkToken(
  store: TokenStore,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRecord | null> {
  const record = await store.accountTokens.get(await sha256Hex(token));
  if (!record || record.purpose !== purpose || record.used_at !== null) return null;
  return Date.parse(record.expires_at) > now.getTime() ? record : null;
}

/** Spends the link: true for the one caller that gets it, false for every other. */
export async function spendLinkToken(
  store: TokenStore,
  record: AccountTokenRecord,
  now: Date,
): Promise<boolean> {
  // Claimed for good: the first claim inserts the name, any later one finds it taken.
  const reset_at = new Date(record.expires_at).toISOString();
  if (!(await insertOnce(store.rateLimits, { id: `link-used:${record.id}`, hits: 1, reset_at }))) {
    return false;
  }
  await store.accountTokens.update({ id: record.id }, { set: { used_at: now.toISOString() } });
  return true;
}

/** Other unused links of the same purpose stop working once one is used. */
export async function retireLinkTokens(
  store: TokenStore,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await store.accountTokens.update(
    { user_id: userId, purpose, used_at: null },
    { set: { used_at: now.toISOString() } },
  );
}
