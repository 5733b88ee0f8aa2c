/** The action timeline: events in date order, completion only in order, creditor calls. */
import { includesCalls } from '@/features/enrollment/model/entitlements';
import type { TimelineEvent } from '@/features/timeline/contract';
import { canComplete, orderEvents } from '@/features/timeline/model/events';
import { DETAILS, notFound } from '@/shared/api/details';
import type { Caller } from '../../platform/auth';
import { owned } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { configuredQuota } from '../../platform/quota';
import type { EventDoc } from './model';
import { createScheduleService } from './schedule';

export function presentEvent(record: EventDoc): TimelineEvent {
  return {
    id: record._id,
    tradeline_uuid: record.tradeline_uuid,
    type: record.type,
    scheduled_date: record.scheduled_date,
    completed: record.completed,
    completed_date: record.completed_date ? record.completed_date.toISOString() : null,
    assisted: record.assisted,
  };
}

export function createTimelineService(deps: AppDeps) {
  const { models, telephony } = deps;
  const schedule = createScheduleService(deps);
  const quota = configuredQuota(deps);

  async function list(userId: string) {
    const events = await models.Event.find({ user_id: userId })
      .sort({ scheduled_date: 1, slot: 1 })
      .lean();
    return orderEvents(events.map(presentEvent));
  }

  return {
    list,

    async complete(id: string, user: Caller, now: Date) {
      const event = owned(await models.Event.findById(id).lean(), user, 'Event');
      if (event.completed) throw new HttpError(409, DETAILS.eventCompleted);
      const siblings = await models.Event.find({ tradeline_uuid: event.tradeline_uuid })
        .sort({ scheduled_date: 1, slot: 1 })
        .lean();
      if (!canComplete(siblings.map(presentEvent), event._id)) {
        throw new HttpError(409, DETAILS.eventOutOfOrder);
      }
      const done = await models.Event.updateOne(
        { _id: event._id, completed: false },
        { $set: { completed: true, completed_date: now } },
      );
      // Completed by a second request a moment ago.
      if (done.modifiedCount === 0) throw new HttpError(409, DETAILS.eventCompleted);
      return presentEvent({ ...event, completed: true, completed_date: now });
    },

    async generate(userId: string) {
      await schedule.sync(userId);
      return list(userId);
    },

    async startCall(userId: string, tradelineName: string, now: Date, log: Logger) {
      // A paid action: only with debt negotiation in the program, and so many a day.
      const program = await models.Program.findOne({ user_id: userId })
        .select({ debt_negotiation: 1 })
        .lean();
      if (!includesCalls(program)) throw new HttpError(403, DETAILS.callsNotIncluded);
      const wanted = tradelineName.trim().toLowerCase();
      const tradelines = await models.Tradeline.find({ user_id: userId })
        .select({ account_name: 1 })
        .sort({ created_at: 1, _id: 1 })
        .lean();
      const tradeline = tradelines.find((item) => item.account_name.toLowerCase() === wanted);
      if (!tradeline) throw new HttpError(404, notFound('Tradeline'));
      const refund = await quota.consume('calls', userId, now);
      const user = await models.User.findById(userId).select({ phone_number: 1 }).lean();
      const call = await models.Call.create({
        user_id: userId,
        tradeline_id: tradeline._id,
        tradeline_name: tradeline.account_name,
      });
      const status = await telephony
        .requestCall({
          call_id: call._id,
          user_id: userId,
          phone_number: user?.phone_number ?? null,
          tradeline_name: tradeline.account_name,
          requested_at: now,
        })
        .catch((error: unknown) => {
          log.error({ err: error, call_id: call._id }, 'telephony request failed');
          return 'failed' as const;
        });
      await models.Call.updateOne({ _id: call._id }, { $set: { status } });
      if (status === 'failed') {
        await refund();
        throw new HttpError(503, DETAILS.callsUnavailable);
      }
      return { success: true, call_id: call._id, message: DETAILS.callSucceeded };
    },
  };
}
