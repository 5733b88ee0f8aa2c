/**
 * Whose each collection's records are (issue 29, point 6): 'Download my data' exports, and
 * 'Delete my account' removes, a user's records from every collection of the registry
 * (`collections.ts`). The map names every collection, so a new one fails the typecheck until it
 * says whether it holds a person's data and by which field. The files of the file port (the
 * settlement agreements' letters) are listed in the export under `files` (name, type, size and
 * when uploaded; the owner downloads the bytes from the workspace) and removed with the account.
 */
import type * as z from 'zod/mini';
import type { UserRecord } from '@/features/auth/records';
import type { Billing } from '@/features/enrollment/service/billing';
import { isActiveStatus } from '@/features/enrollment/model/pricing';
import { DELETE_BILLING_REFUSED } from '@/features/account/model/messages';
import { HttpError } from '@/shared/api/details';
import { bytesToBase64 } from '@/shared/lib/base64';
import type { FileStore } from '@/shared/store/files';
import type { Collection } from '@/shared/store/port';
import type { Log } from '@/shared/store/service';
import { COLLECTIONS, type CollectionName } from './collections';

type Ownership =
  | {
      /** The field that holds the user's id (or, for `email`, the user's address). */
      owner: 'id' | 'user_id' | 'user_account_id' | 'email';
      /** Fields left out of the export: secrets, or ids derived from them. */
      secret?: readonly string[];
      /** Not exported at all (kept for the deletion only): links, whose records are hashes. */
      notExported?: string;
    }
  | { notPersonal: string };

export const PERSONAL_DATA: Readonly<Record<CollectionName, Ownership>> = {
  users: {
    owner: 'id',
    // The keys and the sign-up week are derived from what the export holds (SV-34).
    secret: ['password_hash', 'username_key', 'email_key', 'search_grams', 'signup_week'],
  },
  // A session's id is its token's hash.
  sessions: { owner: 'user_id', secret: ['id'] },
  signups: { owner: 'user_account_id' },
  profiles: { owner: 'user_id' },
  creditors: { notPersonal: 'the shared list of creditor names' },
  tradelines: { owner: 'user_id' },
  events: { owner: 'user_id' },
  programs: { owner: 'user_id' },
  subscriptions: { owner: 'user_id' },
  paymentMethods: { owner: 'user_id' },
  setupIntents: { owner: 'user_id' },
  emailAccounts: { owner: 'user_id' },
  emails: { owner: 'user_id' },
  summaries: { owner: 'user_id' },
  // Given before an account existed, by address.
  interests: { owner: 'email' },
  calls: { owner: 'user_id' },
  practice: { owner: 'user_id' },
  companionCalls: { owner: 'user_id' },
  callLocks: { notPersonal: "an admin's lock on a call for a minute, by the call's id" },
  quotas: { notPersonal: 'counters under hashed or opaque keys that expire by themselves' },
  idempotency: { notPersonal: 'answers under an HMAC of the caller, expiring within a day' },
  roleChanges: { owner: 'user_id' },
  accountTokens: { owner: 'user_id', notExported: "the links' hashes, never their tokens" },
  reminders: { owner: 'user_id' },
  debtDetails: { owner: 'user_id' },
  sentLetters: { owner: 'user_id' },
  validationNotices: { owner: 'user_id' },
  contacts: { owner: 'user_id' },
  linkedSenders: { owner: 'user_id' },
  settlementOffers: { owner: 'user_id' },
  settlementAgreements: { owner: 'user_id' },
};

type Stored = { id: string } & Record<string, unknown>;
export type PersonalStore = { [name in CollectionName]: Collection<{ id: string }> } & {
  files: FileStore;
};

/** The filter of the user's records in a collection (a field the record schema has). */
const filterOf = (ownership: { owner: string }, user: UserRecord) =>
  ({ [ownership.owner]: ownership.owner === 'email' ? user.email : user.id }) as never;

/** Everything the user owns, by collection, secrets left out (the owner's own copy). */
export async function exportPersonalData(
  store: PersonalStore,
  user: UserRecord,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [name, ownership] of Object.entries(PERSONAL_DATA) as [CollectionName, Ownership][]) {
    if ('notPersonal' in ownership || ownership.notExported) continue;
    const records = await (store[name] as Collection<Stored>).find(filterOf(ownership, user));
    const secret = new Set(ownership.secret ?? []);
    // The record's own fields (a database may keep more beside them, such as mongoose's
    // `created_at` and `updated_at`), and a nullable field the record never had as null, as the
    // server's store reads it: the same export from either backend.
    const shape = COLLECTIONS[name].schema.shape as Record<string, z.ZodMiniType>;
    out[name] = records.map((record) =>
      Object.fromEntries(
        Object.entries(shape).flatMap(([field, type]): [string, unknown][] => {
          if (secret.has(field)) return [];
          if (field in record) return [[field, record[field]]];
          return type.safeParse(null).success ? [[field, null]] : [];
        }),
      ),
    );
  }
  // Each file with its bytes (base64): the proof of a settlement stays with the user, who is
  // told to download their data before deleting the account.
  const files = await store.files.listOwned(user.id);
  out.files = await Promise.all(
    files.map(async ({ id, file_name, content_type, size, uploaded_at }) => {
      const stored = await store.files.read(id);
      return {
        id,
        file_name,
        content_type,
        size,
        uploaded_at,
        content: stored ? bytesToBase64(stored.bytes) : null,
      };
    }),
  );
  return out;
}

/**
 * Deletes the account: the subscriptions are cancelled at Stripe first (a refusal deletes
 * nothing), then every record the user owns goes, the user's own last (a stop halfway leaves an
 * account that can sign in and delete again). Stripe keeps its invoices, the billing records
 * the law requires, with no profile, debt or email of the person beside them.
 */
export async function erasePersonalData(
  store: PersonalStore & {
    subscriptions: Collection<{
      id: string;
      user_id: string;
      status: string;
      cancel_at_period_end: boolean;
    }>;
  },
  billing: Billing,
  user: UserRecord,
  log: Log,
): Promise<Record<string, number>> {
  const subscriptions = await store.subscriptions.find({ user_id: user.id });
  for (const subscription of subscriptions) {
    if (!isActiveStatus(subscription.status) || subscription.cancel_at_period_end) continue;
    try {
      await billing.cancelSubscription(subscription.id);
    } catch (error) {
      log.warn({ user_id: user.id, err: error }, 'account deletion refused: Stripe refused');
      throw new HttpError(502, DELETE_BILLING_REFUSED);
    }
  }
  // The files first: the records that name them go after, so a stop half-way leaves none unnamed.
  const removed: Record<string, number> = { files: await store.files.removeOwned(user.id) };
  const names = (Object.keys(PERSONAL_DATA) as CollectionName[]).filter((name) => name !== 'users');
  for (const name of [...names, 'users' as const]) {
    const ownership = PERSONAL_DATA[name];
    if ('notPersonal' in ownership) continue;
    removed[name] = await (store[name] as Collection<Stored>).remove(filterOf(ownership, user));
  }
  log.info({ user_id: user.id, removed }, 'account deleted');
  return removed;
}
