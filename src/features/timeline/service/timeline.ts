/** The action timeline: events in date order, completion only in order. */
import { DETAILS, HttpError } from '@/shared/api/details';
import { owned, type Service } from '@/shared/api/service';
import { EVENTS_BOUND, type timelineEndpoints } from '../contract';
import { canComplete, orderEvents } from '../model/events';
import { asPlanned, byScheduledDate, dueIncomes, writePlannedDates } from './planned';
import { syncSchedule, type ScheduleStore } from './schedule';

/** What the timeline service needs from its backend. */
export interface TimelineDeps {
  store: ScheduleStore;
}

/** Events: listing, completion in order, the older generate call. */
export function createTimelineService({ store }: TimelineDeps): Service<typeof timelineEndpoints> {
  const { events } = store;

  async function list(userId: string, limit: number = EVENTS_BOUND.fallback) {
    const [due, page] = await Promise.all([
      dueIncomes(store, [userId]),
      // Ties (the same step of two debts on one day) fall to the older id on every backend.
      events.find({ user_id: userId }, { sort: { scheduled_date: 1, slot: 1, id: 1 }, limit }),
    ]);
    if (due.size === 0) return orderEvents(page);
    // A re-plan is due: the plan's dates decide the order, so every step is read, then the
    // first `limit` in the index's order.
    const planned = await asPlanned(store, await events.find({ user_id: userId }), due);
    return orderEvents(planned.sort(byScheduledDate).slice(0, limit));
  }

  return {
    listEvents: ({ params, query }) => list(params.user_id, query.limit),

    async completeEvent({ params, user, now, log }) {
      const event = owned(await events.get(params.id), user, 'Event', log);
      if (event.completed) throw new HttpError(409, DETAILS.eventCompleted);
      const stored = await events.find(
        { tradeline_uuid: event.tradeline_uuid },
        { sort: { scheduled_date: 1, slot: 1 } },
      );
      const siblings = (await asPlanned(store, stored)).sort(byScheduledDate);
      if (!canComplete(siblings, event.id)) throw new HttpError(409, DETAILS.eventOutOfOrder);
      // A completed step keeps its date: the plan's, while a re-plan is due (SV-39). The debt's
      // other moved steps are written first, as the step beside a completed one may be pinned.
      const { scheduled_date } = siblings.find((sibling) => sibling.id === event.id) ?? event;
      await writePlannedDates(
        events,
        stored.filter((sibling) => sibling.id !== event.id),
        siblings.filter((sibling) => sibling.id !== event.id),
      );
      const completed_date = now.toISOString();
      const done = await events.update(
        { id: event.id, completed: false },
        {
          set:
            scheduled_date === event.scheduled_date
              ? { completed: true, completed_date }
              : { completed: true, completed_date, scheduled_date },
        },
      );
      // Completed by a second request a moment ago.
      if (done === 0) throw new HttpError(409, DETAILS.eventCompleted);
      return { ...event, scheduled_date, completed: true, completed_date };
    },

    async generateEvents({ params }) {
      await syncSchedule(store, params.user_id);
      return list(params.user_id);
    },
  };
}
