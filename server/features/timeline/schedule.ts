/**
 * Keeps a user's events in line with the schedule rule (src/features/timeline/model/schedule.ts)
 * after tradelines or income change: a tradeline without events gets its five, pending events
 * move, completed events never do. Safe to run twice at once: each event has a slot (its place
 * in the tradeline's sequence) that a unique index keeps single.
 */
import { planSchedule, reschedule } from '@/features/timeline/model/schedule';
import type { AppDeps } from '../../platform/deps';
import { isDuplicateKey } from '../../platform/errors';

export function createScheduleService({ models }: Pick<AppDeps, 'models'>) {
  return {
    async sync(userId: string): Promise<void> {
      const [profile, tradelines] = await Promise.all([
        models.FinancialProfile.findOne({ user_id: userId }).select({ net_income: 1 }).lean(),
        models.Tradeline.find({ user_id: userId })
          .select({ uuid: 1, current_balance: 1, start_date: 1 })
          .sort({ created_at: 1, _id: 1 })
          .lean(),
      ]);
      const plan = planSchedule(tradelines, profile?.net_income ?? 0);
      const stored = await models.Event.find({ user_id: userId })
        .select({ tradeline_uuid: 1, type: 1, scheduled_date: 1, completed: 1 })
        .lean();
      for (const tradeline of tradelines) {
        const planned = plan.get(tradeline.uuid) ?? [];
        const own = stored.filter((event) => event.tradeline_uuid === tradeline.uuid);
        if (own.length === 0) {
          const events = planned.map((event, slot) => ({
            tradeline_uuid: tradeline.uuid,
            user_id: userId,
            slot,
            type: event.type,
            scheduled_date: event.scheduled_date,
          }));
          await models.Event.insertMany(events, { ordered: false }).catch((error: unknown) => {
            // Another request scheduled this tradeline at the same moment: its events stand.
            if (!isDuplicateKey(error)) throw error;
          });
          continue;
        }
        const changes = reschedule(
          own.map((event) => ({ ...event, id: event._id })),
          planned,
        );
        for (const change of changes) {
          await models.Event.updateOne(
            { _id: change.id, completed: false },
            { $set: { scheduled_date: change.scheduled_date } },
          );
        }
      }
    },
  };
}
