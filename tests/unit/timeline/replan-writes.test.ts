import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mocks/personas';
import { store } from '../../../mocks/store';
import { planSchedule, reschedule } from '../../../src/features/timeline/model/schedule';
import { syncSchedule } from '../../../src/features/timeline/service';
import { newObjectId } from '../../../src/shared/store/ids';
import type { Collection, Filter } from '../../../src/shared/store/port';
import type { EventRecord } from '../../../src/features/timeline/records';

const userId = PERSONAS.subscriber.user_id;

/** The user's pending events that are not where the plan puts them, by their planned date. */
async function movesLeft(netIncome: number): Promise<Map<string, number>> {
  const tradelines = await store.tradelines.find(
    { user_id: userId },
    { sort: { created_at: 1, id: 1 } },
  );
  const stored = await store.events.find({ user_id: userId });
  const plan = planSchedule(tradelines, netIncome);
  const moves = new Map<string, number>();
  for (const tradeline of tradelines) {
    const own = stored.filter((event) => event.tradeline_uuid === tradeline.uuid);
    for (const { scheduled_date } of reschedule(own, plan.get(tradeline.uuid) ?? [])) {
      moves.set(scheduled_date, (moves.get(scheduled_date) ?? 0) + 1);
    }
  }
  return moves;
}

describe('re-planning after a change of income (SV-36)', () => {
  it('moves every pending step to its planned date in one bulk write, each by its id', async () => {
    // Three more debts added today: without net income every debt has the same 36-month plan,
    // so theirs share each date.
    const [template] = await store.tradelines.find({ user_id: userId });
    const today = new Date().toISOString();
    for (const n of [1, 2, 3]) {
      await store.tradelines.insert({
        ...template!,
        id: newObjectId(),
        uuid: randomUUID(),
        account_name: `Same day ${n}`,
        current_balance: 1_000 * n,
        start_date: today.slice(0, 10),
        created_at: today,
      });
    }
    await syncSchedule(store, userId);
    await store.profiles.update({ user_id: userId }, { set: { net_income: 0 } });
    const expected = await movesLeft(0);
    const moved = [...expected.values()].reduce((sum, count) => sum + count, 0);
    expect(moved).toBeGreaterThan(expected.size);

    const single: Filter<EventRecord>[] = [];
    const bulks: Filter<EventRecord>[][] = [];
    const events: Collection<EventRecord> = {
      ...store.events,
      update: (filter, change, options) => {
        single.push(filter);
        return store.events.update(filter, change, options);
      },
      updateEach: (updates) => {
        bulks.push(updates.map((update) => update.filter));
        return store.events.updateEach(updates);
      },
    };
    await syncSchedule({ ...store, events }, userId);

    expect(single).toEqual([]);
    expect(bulks).toHaveLength(1);
    expect(bulks[0]).toHaveLength(moved);
    expect(await movesLeft(0)).toEqual(new Map());
    // Each move by its id, and only while the step is still pending.
    for (const filter of bulks[0]!) {
      expect(typeof filter.id).toBe('string');
      expect(filter.completed).toBe(false);
    }
  });
});
