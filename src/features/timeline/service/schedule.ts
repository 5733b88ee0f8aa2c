/**
 * Keeps a user's events in line with the schedule rule (../model/schedule.ts) after tradelines
 * or income change, for tradelines, the profile and the timeline alike: a tradeline without
 * events gets its five, pending events move, completed events never do. Safe to run twice at
 * once: each event has a slot (its place in the tradeline's sequence) that a unique key keeps
 * single, and a move only applies to an event still pending. Safe beside a tradeline's delete
 * (issue 23, point 7): events written for a tradeline that is gone by then are taken back, and
 * events whose tradeline no longer exists (a delete stopped half-way) are removed.
 */
import type { FinancialProfileRecord } from '@/features/profile/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { newObjectId } from '@/shared/store/ids';
import type { Collection } from '@/shared/store/port';
import { planSchedule, reschedule, type PlannedEvent } from '../model/schedule';
import type { EventRecord } from '../records';

/** The collections the schedule reads and writes. */
export interface ScheduleStore {
  profiles: Collection<FinancialProfileRecord>;
  tradelines: Collection<TradelineRecord>;
  events: Collection<EventRecord>;
}

/** A tradeline's planned steps as its events, pending, each in its slot. */
export function newEvents(
  tradelineUuid: string,
  userId: string,
  planned: readonly PlannedEvent[],
  now?: Date,
): EventRecord[] {
  return planned.map((event, slot) => ({
    id: newObjectId(now),
    tradeline_uuid: tradelineUuid,
    user_id: userId,
    slot,
    type: event.type,
    scheduled_date: event.scheduled_date,
    completed: false,
    completed_date: null,
    assisted: false,
  }));
}

/** Schedules the user's new tradelines and moves the pending events of the others. */
export async function syncSchedule(store: ScheduleStore, userId: string): Promise<void> {
  const [profile, tradelines, stored] = await Promise.all([
    store.profiles.findOne({ user_id: userId }),
    // Ties in balance keep this order in the plan: the same on every backend.
    store.tradelines.find({ user_id: userId }, { sort: { created_at: 1, id: 1 } }),
    store.events.find({ user_id: userId }),
  ]);
  const plan = planSchedule(tradelines, profile?.net_income ?? 0);
  await removeOrphans(store, stored, tradelines);
  /** The pending events to move, each with its new date. */
  const moves: { id: string; scheduled_date: string }[] = [];
  for (const tradeline of tradelines) {
    const planned = plan.get(tradeline.uuid) ?? [];
    const own = stored.filter((event) => event.tradeline_uuid === tradeline.uuid);
    if (own.length === 0) {
      // A concurrent request's events for the same slots stand; insertMany skips ours.
      await store.events.insertMany(newEvents(tradeline.uuid, userId, planned));
      // Deleted while we planned (its delete removed the events before ours were written).
      if (!(await store.tradelines.findOne({ uuid: tradeline.uuid }))) {
        await store.events.remove({ tradeline_uuid: tradeline.uuid });
      }
      continue;
    }
    moves.push(...reschedule(own, planned));
  }
  // Every move in one command: a change of income moves every pending step of every debt (about
  // 1,400 for 200 debts), one round trip instead of one per step or per date (SV-36). Each goes by
  // its id, which FerretDB looks up by key, and applies only to an event still pending.
  await store.events.updateEach(
    moves.map(({ id, scheduled_date }) => ({
      filter: { id, completed: false },
      change: { set: { scheduled_date } },
    })),
  );
}

/**
 * Removes the events of tradelines that no longer exist. Read again here: a tradeline created
 * after the first read has its events written after it, so only a deleted one is missing now.
 */
async function removeOrphans(
  store: ScheduleStore,
  stored: EventRecord[],
  tradelines: TradelineRecord[],
): Promise<void> {
  const known = new Set(tradelines.map((tradeline) => tradeline.uuid));
  const unknown = [...new Set(stored.map((event) => event.tradeline_uuid))].filter(
    (uuid) => !known.has(uuid),
  );
  if (unknown.length === 0) return;
  const existing = new Set(
    (await store.tradelines.find({ uuid: { $in: unknown } })).map((tradeline) => tradeline.uuid),
  );
  const gone = unknown.filter((uuid) => !existing.has(uuid));
  if (gone.length > 0) await store.events.remove({ tradeline_uuid: { $in: gone } });
}
