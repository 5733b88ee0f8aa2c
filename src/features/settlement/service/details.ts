/** What we know about a debt (issue 27, point 1): read and saved apart from its three amounts. */
import type { TradelineRecord } from '@/features/tradelines/records';
import { HttpError } from '@/shared/api/details';
import { latestToday } from '@/shared/lib/dates';
import type { FileStore } from '@/shared/store/files';
import type { Collection } from '@/shared/store/port';
import { owned, type Caller, type Log } from '@/shared/store/service';
import type { DebtDetails, UpdateDebtDetailsBody } from '../contract';
import type { DebtDetailsRecord } from '../records';
import { SETTLEMENT_DETAILS } from '../model/details';

export interface DetailsStore {
  tradelines: Collection<TradelineRecord>;
  debtDetails: Collection<DebtDetailsRecord>;
}

const EMPTY = {
  holder_kind: null,
  collector_name: null,
  account_last_four: null,
  mailing_address: null,
  last_payment_date: null,
  walk_away: null,
} as const;

/** The caller's tradeline: 404 when there is none, 403 when it is another user's. */
export async function ownedTradeline(
  store: Pick<DetailsStore, 'tradelines'>,
  id: string,
  user: Caller,
  log: Log,
): Promise<TradelineRecord> {
  return owned(await store.tradelines.get(id), user, 'Tradeline', log);
}

/** A debt's details as the API shows them: every field, null when unknown. */
export function presentDetails(tradelineId: string, record: DebtDetailsRecord | null): DebtDetails {
  if (!record) return { tradeline_id: tradelineId, ...EMPTY, updated_at: null };
  return {
    tradeline_id: tradelineId,
    // A field a first save left out may be absent from the stored record (the server's
    // upsert); absent and null both mean unknown.
    holder_kind: record.holder_kind ?? null,
    collector_name: record.collector_name ?? null,
    account_last_four: record.account_last_four ?? null,
    mailing_address: record.mailing_address ?? null,
    last_payment_date: record.last_payment_date ?? null,
    walk_away: record.walk_away ?? null,
    updated_at: record.saved_at,
  };
}

/** The details of a debt the caller may read (for other slices' services: letters, practice). */
export async function readDetails(
  store: DetailsStore,
  tradeline: Pick<TradelineRecord, 'id'>,
): Promise<DebtDetails> {
  return presentDetails(tradeline.id, await store.debtDetails.get(tradeline.id));
}

/** Saves the fields sent (null clears one); the record is made on the first save. */
export async function saveDetails(
  store: DetailsStore,
  tradeline: Pick<TradelineRecord, 'id' | 'user_id'>,
  body: UpdateDebtDetailsBody,
  now: Date,
): Promise<DebtDetails> {
  if (body.last_payment_date && body.last_payment_date > latestToday(now)) {
    throw new HttpError(400, SETTLEMENT_DETAILS.lastPaymentInFuture);
  }
  const set: Partial<DebtDetailsRecord> = { saved_at: now.toISOString() };
  for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
    if (body[key] !== undefined) Object.assign(set, { [key]: body[key] });
  }
  // The fields a first save leaves unknown; MongoDB refuses a field in both $set and $setOnInsert.
  const setOnInsert: Partial<DebtDetailsRecord> = {
    user_id: tradeline.user_id,
    created_at: now.toISOString(),
  };
  for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
    if (!(key in set)) Object.assign(setOnInsert, { [key]: null });
  }
  await store.debtDetails.update({ id: tradeline.id }, { set, setOnInsert }, { upsert: true });
  return readDetails(store, tradeline);
}

/**
 * What a debt's settlement keeps: its details, offers and agreement (with its payments), and
 * the agreement's letter in the file store.
 */
export interface SettlementRecordsStore extends Pick<DetailsStore, 'debtDetails'> {
  settlementOffers: Collection<{ id: string; tradeline_id: string }>;
  settlementAgreements: Collection<{ id: string; letter: { file_id: string } | null }>;
  files: Pick<FileStore, 'remove'>;
}

/**
 * Removes everything the workspace kept about a deleted debt (the tradelines' delete calls it
 * after the tradeline is gone, so a failure half-way leaves nothing the API can still reach).
 */
export async function removeSettlementRecords(
  store: SettlementRecordsStore,
  tradelineId: string,
): Promise<void> {
  const agreement = await store.settlementAgreements.get(tradelineId);
  await store.settlementOffers.remove({ tradeline_id: tradelineId });
  await store.settlementAgreements.remove({ id: tradelineId });
  await store.debtDetails.remove({ id: tradelineId });
  // Last: a file left by a stop before this is still removed with its owner's account.
  if (agreement?.letter) await store.files.remove(agreement.letter.file_id);
}
