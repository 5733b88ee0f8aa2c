/**
 * Keeps a user's events in line with the schedule rule (src/features/timeline/model/schedule.ts)
 * after tradelines or income change: new tradelines get their five events, pending events move,
 * completed events never do.
 */
import { planSchedule, reschedule } from '@/features/timeline/model/schedule';
import { db } from '../db';
import { newObjectId } from './route';

export async function syncSchedule(userId: string): Promise<void> {
  const netIncome = db.profiles.findFirst((q) => q.where({ user_id: userId }))?.net_income ?? 0;
  const tradelines = db.tradelines.findMany((q) => q.where({ user_id: userId }));
  const plan = planSchedule(tradelines, netIncome);
  for (const tradeline of tradelines) {
    const planned = plan.get(tradeline.uuid) ?? [];
    const stored = db.events.findMany((q) => q.where({ tradeline_uuid: tradeline.uuid }));
    if (stored.length === 0) {
      for (const event of planned) {
        await db.events.create({
          id: newObjectId(),
          tradeline_uuid: tradeline.uuid,
          user_id: userId,
          type: event.type,
          scheduled_date: event.scheduled_date,
          completed: false,
          completed_date: null,
          assisted: false,
        });
      }
      continue;
    }
    for (const change of reschedule(stored, planned)) {
      await db.events.update((q) => q.where({ id: change.id }), {
        data(event) {
          event.scheduled_date = change.scheduled_date;
        },
      });
    }
  }
}
