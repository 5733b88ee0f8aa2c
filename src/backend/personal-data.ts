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
import type { Log } from '@/shared/api/service';
import { toSession } from '@/features/practice/service/practice';
import { COMPONENT_FIELDS, ROLLED_UP_FIELDS } from '@/features/profile/contract';
import { PROFILE_IDENTITY_FIELDS } from '@/features/profile/contract/identity';
import { TRADELINE_ANSWER_FIELDS } from '@/features/tradelines/service/tradelines';
import { COLLECTIONS, type CollectionName, type RecordOf } from './collections';

type Owner = 'id' | 'user_id' | 'user_account_id' | 'email';
type Field<N extends CollectionName> = Extract<keyof RecordOf<N>, string>;

/**
 * Per collection, whose its records are and what of them the export holds. The export is an
 * allow-list: a field a record schema gains is not exported until it is named here, so a new
 * secret never leaves by default.
 */
type Ownership<N extends CollectionName> =
  | {
      /** The field that holds the user's id (or, for `email`, the user's address). */
      owner: Owner;
      /** The fields exported; secrets and ids derived from them are left out by not being named. */
      exported: readonly Field<N>[];
    }
  | {
      owner: Owner;
      /** The record as the user sees it in the app (no state the app keeps from them). */
      exportedAs: (record: RecordOf<N>) => object;
    }
  | {
      owner: Owner;
      /** Not exported at all (kept for the deletion only): links, whose records are hashes. */
      notExported: string;
    }
  | { notPersonal: string };

export const PERSONAL_DATA: { readonly [N in CollectionName]: Ownership<N> } = {
  // Not the password hash, the name keys, the search grams or the sign-up week: derived from
  // what the export holds, or secret (SV-34).
  users: {
    owner: 'id',
    exported: [
      'id',
      'username',
      'email',
      'role',
      'created_at',
      'selected_plan',
      'premium_features',
      'phone_number',
      'google_sub',
      'stripe_customer_id',
      'email_verified_at',
      'pending_email',
      'email_preferences',
      'time_zone',
    ],
  },
  // Not the id: a session's id is its token's hash.
  sessions: {
    owner: 'user_id',
    exported: [
      'user_id',
      'username',
      'email',
      'role',
      'expires_at',
      'revoked_at',
      'created_at',
      'user_agent',
      'last_used_at',
    ],
  },
  signups: {
    owner: 'user_account_id',
    exported: ['id', 'user_account_id', 'first_name', 'last_name', 'dob', 'agreed', 'created_at'],
  },
  profiles: {
    owner: 'user_id',
    exported: [
      'user_id',
      'income',
      ...ROLLED_UP_FIELDS,
      ...COMPONENT_FIELDS,
      'credit_score',
      'expenses',
      'expenses_calculated',
      'net_income',
      'id',
      ...PROFILE_IDENTITY_FIELDS,
    ],
  },
  creditors: { notPersonal: 'the shared list of creditor names' },
  tradelines: {
    owner: 'user_id',
    exported: ['id', ...TRADELINE_ANSWER_FIELDS, 'start_date', 'created_at'],
  },
  events: {
    owner: 'user_id',
    exported: [
      'id',
      'tradeline_uuid',
      'type',
      'scheduled_date',
      'completed',
      'completed_date',
      'assisted',
      'user_id',
      'slot',
    ],
  },
  programs: {
    owner: 'user_id',
    exported: ['savings_support', 'debt_negotiation', 'email_opt_in', 'id', 'user_id'],
  },
  subscriptions: {
    owner: 'user_id',
    exported: [
      'id',
      'status',
      'current_period_end',
      'cancel_at_period_end',
      'items',
      'monthly_amount',
      'scheduled_change',
      'authorization',
      'user_id',
      'price_ids',
      'created_at',
    ],
  },
  paymentMethods: {
    owner: 'user_id',
    exported: ['id', 'bank_name', 'last_four', 'is_default', 'user_id', 'created_at'],
  },
  setupIntents: {
    owner: 'user_id',
    exported: ['id', 'user_id', 'attached', 'account', 'created_at'],
  },
  emailAccounts: {
    owner: 'user_id',
    exported: ['id', 'email_address', 'username', 'active', 'user_id'],
  },
  emails: {
    owner: 'user_id',
    exported: [
      'id',
      'date_sent',
      'subject',
      'sender_email',
      'content',
      'user_id',
      'message_id',
      'attachments',
      'sender_verified',
      'sender_auth',
    ],
  },
  summaries: {
    owner: 'user_id',
    exported: ['date_generated', 'emails_summarized', 'summary_content', 'id', 'user_id'],
  },
  // Given before an account existed, by address.
  interests: { owner: 'email', exported: ['id', 'email', 'plan', 'created_at'] },
  calls: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'tradeline_id',
      'tradeline_name',
      'created_at',
      'status',
      'claimed_by_id',
      'claimed_at',
      'resolved_at',
      'note',
    ],
  },
  // As the session's page shows it: an open session's hidden floor, seed and generator stay out.
  practice: { owner: 'user_id', exportedAs: toSession },
  companionCalls: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'tradeline_id',
      'started_at',
      'status',
      'outcome',
      'contact_id',
      'offer_ids',
      'saved_at',
    ],
  },
  callLocks: { notPersonal: "an admin's lock on a call for a minute, by the call's id" },
  rateLimits: { notPersonal: 'counters under hashed or opaque keys that expire by themselves' },
  idempotency: {
    owner: 'user_id',
    notExported: 'answers kept for retried requests, under an HMAC of the key, for a day',
  },
  roleChanges: {
    owner: 'user_id',
    exported: ['id', 'user_id', 'admin_id', 'admin_email', 'from', 'to', 'changed_at'],
  },
  counters: { notPersonal: "the analytics' totals, counts of everyone's records by figure" },
  accountTokens: { owner: 'user_id', notExported: "the links' hashes, never their tokens" },
  reminders: { owner: 'user_id', exported: ['id', 'user_id', 'kind', 'sent_at'] },
  debtDetails: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'holder_kind',
      'collector_name',
      'account_last_four',
      'mailing_address',
      'last_payment_date',
      'walk_away',
      'created_at',
      'saved_at',
    ],
  },
  sentLetters: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'tradeline_id',
      'kind',
      'sent_date',
      'method',
      'tracking_number',
      'received_date',
      'answered_date',
      'dispute',
      'created_at',
    ],
  },
  validationNotices: {
    owner: 'user_id',
    exported: ['id', 'user_id', 'tradeline_id', 'received_date', 'sent_date', 'created_at'],
  },
  contacts: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'tradeline_id',
      'occurred_at',
      'time_zone',
      'method',
      'holder_kind',
      'note',
      'allowed_notice',
      'created_at',
    ],
  },
  linkedSenders: { owner: 'user_id', exported: ['id', 'user_id', 'senders', 'updated_at'] },
  settlementOffers: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'tradeline_id',
      'by',
      'date',
      'amount',
      'payments',
      'channel',
      'note',
      'created_at',
    ],
  },
  settlementAgreements: {
    owner: 'user_id',
    exported: [
      'id',
      'user_id',
      'amount',
      'balance_at_settlement',
      'schedule',
      'reporting',
      'checklist',
      'tax',
      'payments',
      'letter',
      'created_at',
      'saved_at',
    ],
  },
};

type Stored = { id: string } & Record<string, unknown>;
export type PersonalStore = { [name in CollectionName]: Collection<{ id: string }> } & {
  files: FileStore;
};

/**
 * The filter of the user's records in a collection (a field the record schema has), or null for
 * none: records kept by address are the user's only once the address is verified, so an
 * account signed up under someone else's address neither exports nor deletes what they gave.
 */
function filterOf(ownership: { owner: string }, user: UserRecord): never {
  if (ownership.owner !== 'email') return { [ownership.owner]: user.id } as never;
  return (user.email_verified_at ? { email: user.email } : null) as never;
}

/** Everything the user owns, by collection, secrets left out (the owner's own copy). */
export async function exportPersonalData(
  store: PersonalStore,
  user: UserRecord,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const name of Object.keys(PERSONAL_DATA) as CollectionName[]) {
    const ownership = PERSONAL_DATA[name] as Ownership<CollectionName>;
    if ('notPersonal' in ownership || 'notExported' in ownership) continue;
    const filter = filterOf(ownership, user);
    const records = filter ? await (store[name] as Collection<Stored>).find(filter) : [];
    if ('exportedAs' in ownership) {
      out[name] = records.map(
        (record) => ownership.exportedAs(record as never) as Record<string, unknown>,
      );
      continue;
    }
    // The named fields the record has (a database may keep more beside them, such as mongoose's
    // `created_at` and `updated_at`), and a nullable field the record never had as null, as the
    // server's store reads it: the same export from either backend.
    const shape = COLLECTIONS[name].schema.shape as Record<string, z.ZodMiniType>;
    out[name] = records.map((record) =>
      Object.fromEntries(
        ownership.exported.flatMap((field): [string, unknown][] => {
          if (field in record) return [[field, record[field]]];
          return shape[field]!.safeParse(null).success ? [[field, null]] : [];
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
    users: Collection<{ id: string; deleting_at?: string | null }>;
    sessions: Collection<{ id: string; user_id: string; revoked_at: string | null }>;
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
  now: Date,
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
  // The tombstone: no new sign-in from here on, and every session ends now, so admission
  // refuses the user's next request before anything is removed.
  await store.users.update({ id: user.id }, { set: { deleting_at: now.toISOString() } });
  await store.sessions.update(
    { user_id: user.id, revoked_at: null },
    { set: { revoked_at: now.toISOString() } },
  );
  const names = (Object.keys(PERSONAL_DATA) as CollectionName[]).filter((name) => name !== 'users');
  const removed: Record<string, number> = { files: 0 };
  // Twice: a request admitted before the tombstone may write while the first pass runs (one
  // tradeline and its five events were left so); the second pass removes what it wrote.
  for (let pass = 0; pass < 2; pass += 1) {
    // The files first: the records that name them go after, so a stop half-way leaves none
    // unnamed.
    removed.files! += await store.files.removeOwned(user.id);
    for (const name of names) {
      const ownership = PERSONAL_DATA[name];
      if ('notPersonal' in ownership) continue;
      const filter = filterOf(ownership, user);
      removed[name] =
        (removed[name] ?? 0) +
        (filter ? await (store[name] as Collection<Stored>).remove(filter) : 0);
    }
  }
  removed.users = await store.users.remove({ id: user.id } as never);
  log.info({ user_id: user.id, removed }, 'account deleted');
  return removed;
}
