/**
 * A change of income re-plans without rewriting the steps (SV-39). The pending steps' dates are
 * by construction the plan of the user's debts and net income, so the change writes the profile
 * with `replan_due` (and the few pinned steps, below) instead of one write per moved step, and
 * every reader of a due user's steps lays the plan's dates over the stored ones: the dates it
 * answers are the ones the writes would have left. The reminder job, which looks steps up by
 * their stored date, first runs the re-plan for every due user (`syncDueSchedules`); any
 * `syncSchedule` writes the moves and clears the flag.
 *
 * A pinned step (pending beside a completed step of its type, `replanMoves`) is the one whose
 * date depends on the re-plans before the last, so each change of income writes it, and a
 * completion writes the rest of its debt's moves first (completing the first negotiation makes
 * the second pinned): at most a few debts' steps, never every step.
 */
import type { FinancialProfileRecord } from '@/features/profile/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import type { Collection } from '@/shared/store/port';
import { REPEATED_TYPES, replanMoves } from '../model/schedule';
import type { EventRecord } from '../records';
import { clearReplanDue, type ScheduleStore } from './schedule';

/** What laying the plan over stored steps reads. */
export interface PlanStore {
  profiles: Collection<FinancialProfileRecord>;
  tradelines: Collection<TradelineRecord>;
}

/**
 * A condition on one value or several: FerretDB over PostgreSQL hands an equality to the database
 * (its index) and filters an `$in` itself after reading the whole collection.
 */
function oneOf(values: readonly string[]): string | { $in: string[] } {
  const unique = [...new Set(values)];
  return unique.length === 1 ? unique[0]! : { $in: unique };
}

/** The net income of each of these users whose re-plan is due, by user id. */
export async function dueIncomes(
  store: PlanStore,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const due = await store.profiles.select(['user_id', 'net_income'], {
    user_id: oneOf(userIds),
    replan_due: true,
  });
  return new Map(due.map((profile) => [profile.user_id, profile.net_income]));
}

/**
 * The events with the plan's dates laid over the pending steps of due users, in the order given.
 * `events` holds every step of each debt it holds a step of (the plan tells a debt's steps
 * apart by their order). `due`: `dueIncomes` of the events' users, when already read.
 */
export async function asPlanned<E extends EventRecord>(
  store: PlanStore,
  events: readonly E[],
  due?: Map<string, number>,
): Promise<E[]> {
  const incomes =
    due ??
    (await dueIncomes(
      store,
      events.map((event) => event.user_id),
    ));
  if (incomes.size === 0) return [...events];
  // Every debt of each due user, in the schedule's order: the plan of one depends on them all.
  const tradelines = await store.tradelines.find(
    { user_id: oneOf([...incomes.keys()]) },
    { sort: { created_at: 1, id: 1 } },
  );
  const dates = new Map<string, string>();
  for (const [userId, netIncome] of incomes) {
    const moves = replanMoves(
      events.filter((event) => event.user_id === userId),
      tradelines.filter((tradeline) => tradeline.user_id === userId),
      netIncome,
    );
    // A pinned step's stored date is already the one the re-plans left (the change wrote it).
    for (const move of moves) if (!move.pinned) dates.set(move.id, move.scheduled_date);
  }
  return events.map((event) => {
    const date = dates.get(event.id);
    return date === undefined ? event : { ...event, scheduled_date: date };
  });
}

/** The order of the events' index: date, then the step's place in its debt, then id. */
export function byScheduledDate(
  a: Pick<EventRecord, 'scheduled_date' | 'slot' | 'id'>,
  b: Pick<EventRecord, 'scheduled_date' | 'slot' | 'id'>,
): number {
  if (a.scheduled_date !== b.scheduled_date) return a.scheduled_date < b.scheduled_date ? -1 : 1;
  if (a.slot !== b.slot) return a.slot - b.slot;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Writes the laid-over dates of the pending steps among `planned` (`asPlanned` of `stored`) that
 * moved, each only while still pending: before a step of theirs is completed, since a completed
 * step keeps its date and the steps beside it may become pinned.
 */
export async function writePlannedDates(
  events: Collection<EventRecord>,
  stored: readonly EventRecord[],
  planned: readonly EventRecord[],
): Promise<void> {
  const before = new Map(stored.map((event) => [event.id, event.scheduled_date]));
  const moved = planned.filter(
    (event) => !event.completed && before.get(event.id) !== event.scheduled_date,
  );
  if (moved.length === 0) return;
  await events.updateEach(
    moved.map(({ id, scheduled_date }) => ({
      filter: { id, completed: false },
      change: { set: { scheduled_date } },
    })),
  );
}

/**
 * After a change of the user's net income (the profile already written with `replan_due`): moves
 * the pinned steps, the only ones whose date the next re-plan could not work out from the stored
 * one. Reads only the debts with a completed negotiation, usually none or a few.
 */
export async function replanPinned(store: ScheduleStore, userId: string): Promise<void> {
  // Equalities only: the database looks them up by its index (see `oneOf`).
  const done = (
    await store.events.select(['tradeline_uuid', 'type'], { user_id: userId, completed: true })
  ).filter((event) => REPEATED_TYPES.includes(event.type));
  if (done.length === 0) return;
  const [profile, tradelines, stored] = await Promise.all([
    store.profiles.findOne({ user_id: userId }),
    store.tradelines.find({ user_id: userId }, { sort: { created_at: 1, id: 1 } }),
    store.events.find({
      user_id: userId,
      tradeline_uuid: oneOf(done.map((event) => event.tradeline_uuid)),
    }),
  ]);
  const pinned = replanMoves(stored, tradelines, profile?.net_income ?? 0).filter(
    (move) => move.pinned,
  );
  if (pinned.length === 0) return;
  await store.events.updateEach(
    pinned.map(({ id, scheduled_date }) => ({
      filter: { id, completed: false },
      change: { set: { scheduled_date } },
    })),
  );
}

/**
 * Writes a due user's laid-over dates (every move but the pinned steps', whose stored dates are
 * already the re-plans') and clears the flag: what readers saw stays what they see, now stored.
 * Not `syncSchedule`, which would move a pinned step once more, as only a new re-plan does.
 */
export async function storeDueReplan(store: ScheduleStore, userId: string): Promise<void> {
  const [profile, tradelines, stored] = await Promise.all([
    store.profiles.findOne({ user_id: userId }),
    store.tradelines.find({ user_id: userId }, { sort: { created_at: 1, id: 1 } }),
    store.events.find({ user_id: userId }),
  ]);
  if (!profile?.replan_due) return;
  const moves = replanMoves(stored, tradelines, profile.net_income).filter((move) => !move.pinned);
  await store.events.updateEach(
    moves.map(({ id, scheduled_date }) => ({
      filter: { id, completed: false },
      change: { set: { scheduled_date } },
    })),
  );
  await clearReplanDue(store, profile);
}

/**
 * Stores the re-plan of every user whose re-plan is due: before a read by stored date (the
 * reminder job's). Answers how many users it re-planned.
 */
export async function syncDueSchedules(store: ScheduleStore): Promise<number> {
  const due = await store.profiles.select(['user_id'], { replan_due: true });
  for (const { user_id } of due) await storeDueReplan(store, user_id);
  return due.length;
}
