/** The action timeline: events in date order, completion only in order. */
import { DETAILS, HttpError } from '@/shared/api/details';
import { owned, type Service } from '@/shared/api/service';
import { EVENTS_BOUND, type timelineEndpoints } from '../contract';
import { canComplete, orderEvents } from '../model/events';
import { syncSchedule, type ScheduleStore } from './schedule';

/** What the timeline service needs from its backend. */
export interface TimelineDeps {
  store: ScheduleStore;
}

/** Events: listing, completion in order, the older generate call. */
export function createTimelineService({ store }: TimelineDeps): Service<typeof timelineEndpoints> {
  const { events } = store;

  async function list(userId: string, limit: number = EVENTS_BOUND.fallback) {
    // Ties (the same step of two debts on one day) fall to the older id on every backend.
    return orderEvents(
      await events.find(
        { user_id: userId },
        { sort: { scheduled_date: 1, slot: 1, id: 1 }, limit },
      ),
    );
  }

  return {
    listEvents: ({ params, query }) => list(params.user_id, query.limit),

    async completeEvent({ params, user, now, log }) {
      const event = owned(await events.get(params.id), user, 'Event', log);
      if (event.completed) throw new HttpError(409, DETAILS.eventCompleted);
      const siblings = await events.find(
        { tradeline_uuid: event.tradeline_uuid },
        { sort: { scheduled_date: 1, slot: 1 } },
      );
      if (!canComplete(siblings, event.id)) throw new HttpError(409, DETAILS.eventOutOfOrder);
      const completed_date = now.toISOString();
      const done = await events.update(
        { id: event.id, completed: false },
        { set: { completed: true, completed_date } },
      );
      // Completed by a second request a moment ago.
      if (done === 0) throw new HttpError(409, DETAILS.eventCompleted);
      return { ...event, completed: true, completed_date };
    },

    async generateEvents({ params }) {
      await syncSchedule(store, params.user_id);
      return list(params.user_id);
    },
  };
}
