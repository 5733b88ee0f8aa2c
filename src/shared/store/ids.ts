/** Record ids of both backends: 24 hex characters, the shape of a MongoDB ObjectId. */
import * as z from 'zod/mini';

export const ObjectIdSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/));

/**
 * The ids a user's record stores, as ObjectIds: its own and its owner's. A record that extends
 * its contract's schema spreads them over the answer's ids.
 */
export const USER_RECORD_IDS = { id: ObjectIdSchema, user_id: ObjectIdSchema };
/** The ids of a record about one of a user's debts: its own, its owner's and its tradeline's. */
export const DEBT_RECORD_IDS = { ...USER_RECORD_IDS, tradeline_id: ObjectIdSchema };

let counter = Math.floor(Math.random() * 0xffffff);
/** Five random bytes per process, as MongoDB's own ids: within a second the counter orders. */
const processPart = [...crypto.getRandomValues(new Uint8Array(5))]
  .map((byte) => byte.toString(16).padStart(2, '0'))
  .join('');

/**
 * A fresh id shaped like an ObjectId: the time in seconds, five random bytes and a counter, so
 * ids made later sort later (a tie-break after `created_at`), in the browser and in Node alike.
 */
export function newObjectId(now: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processPart}${counter.toString(16).padStart(6, '0')}`;
}

/** The ids of a new record about a debt: a fresh id, the debt's owner and the debt. */
export function newDebtRecordIds(tradeline: { id: string; user_id: string }, now: Date) {
  return { id: newObjectId(now), user_id: tradeline.user_id, tradeline_id: tradeline.id };
}
