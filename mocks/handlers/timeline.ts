/** Events (listing, completion in order, the older generate call) and creditor calls. */
import { includesCalls } from '@/features/enrollment/model/entitlements';
import { timelineEndpoints as api } from '@/features/timeline/contract';
import { canComplete, orderEvents } from '@/features/timeline/model/events';
import { DETAILS, notFound } from '@/shared/api/details';
import { db } from '../db';
import { consumeDailyQuota } from '../quota';
import { HttpError, newObjectId, owned, route } from './route';
import { syncSchedule } from './schedule';

function eventsOf(userId: string) {
  return orderEvents(db.events.findMany((q) => q.where({ user_id: userId })));
}

export const timelineHandlers = [
  route(api.listEvents, ({ params }) => eventsOf(params.user_id)),

  route(api.completeEvent, async ({ params, user, now }) => {
    const event = owned(
      db.events.findFirst((q) => q.where({ id: params.id })),
      user,
      'Event',
    );
    if (event.completed) throw new HttpError(409, DETAILS.eventCompleted);
    const siblings = db.events.findMany((q) => q.where({ tradeline_uuid: event.tradeline_uuid }));
    if (!canComplete(siblings, event.id)) {
      throw new HttpError(409, DETAILS.eventOutOfOrder);
    }
    const updated = await db.events.update((q) => q.where({ id: event.id }), {
      data(record) {
        record.completed = true;
        record.completed_date = now.toISOString();
      },
    });
    return updated!;
  }),

  route(api.generateEvents, async ({ params }) => {
    await syncSchedule(params.user_id);
    return eventsOf(params.user_id);
  }),

  route(api.startCall, async ({ body, now }) => {
    // A paid action: only with debt negotiation in the program, and so many a day.
    const program = db.programs.findFirst((q) => q.where({ user_id: body.user_id }));
    if (!includesCalls(program)) throw new HttpError(403, DETAILS.callsNotIncluded);
    const name = body.tradeline_name.trim().toLowerCase();
    const tradeline = db.tradelines.findFirst((q) =>
      q.where(
        (record) => record.user_id === body.user_id && record.account_name.toLowerCase() === name,
      ),
    );
    if (!tradeline) throw new HttpError(404, notFound('Tradeline'));
    await consumeDailyQuota('calls', body.user_id, now);
    const call = await db.calls.create({
      id: newObjectId(),
      user_id: body.user_id,
      tradeline_name: tradeline.account_name,
      created_at: now.toISOString(),
    });
    return { success: true, call_id: call.id, message: DETAILS.callSucceeded };
  }),
];
