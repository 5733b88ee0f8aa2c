/** The action timeline: events in date order, completion only in order, creditor calls. */
import type { UserRecord } from '@/features/auth/records';
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import { debtLifecycleOf, type LifecycleStore } from '@/features/settlement/service';
import { DETAILS, HttpError, notFound } from '@/shared/api/details';
import { isResolved } from '@/shared/lib/debt-states';
import { newObjectId } from '@/shared/store/ids';
import type { Collection } from '@/shared/store/port';
import type { DailyQuota } from '@/shared/store/quota';
import { owned, type Service } from '@/shared/store/service';
import { EVENTS_BOUND, type CallStatus, type timelineEndpoints } from '../contract';
import { stepAtRequest } from '../model/calls';
import { canComplete, orderEvents } from '../model/events';
import type { CallRecord } from '../records';
import { syncSchedule, type ScheduleStore } from './schedule';

/** What a telephony provider is asked for a creditor call. */
export interface CallRequest {
  call_id: string;
  user_id: string;
  phone_number: string | null;
  tradeline_name: string;
  requested_at: Date;
}

/** Places creditor calls: `requested` when recorded for an agent, `placed` by a provider. */
export interface Telephony {
  requestCall(call: CallRequest): Promise<Extract<CallStatus, 'requested' | 'placed'>>;
}

/** What the timeline service needs from its backend. */
export interface TimelineDeps {
  store: ScheduleStore &
    EntitlementStore &
    LifecycleStore & {
      calls: Collection<CallRecord>;
      users: Collection<Pick<UserRecord, 'id' | 'phone_number'>>;
    };
  quota: DailyQuota;
  telephony: Telephony;
}

/** Events (listing, completion in order, the older generate call) and creditor calls. */
export function createTimelineService({
  store,
  quota,
  telephony,
}: TimelineDeps): Service<typeof timelineEndpoints> {
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

  /**
   * The debt's waiting calls (requested or with an agent) that were asked for while the step open
   * at `at` was open: a call's step is the first one not complete when it was asked for.
   */
  async function waitingFor(tradeline: { id: string; uuid: string }, at: string) {
    const [waiting, own] = await Promise.all([
      store.calls.find(
        { tradeline_id: tradeline.id, status: { $in: ['requested', 'claimed'] } },
        { sort: { created_at: 1, id: 1 } },
      ),
      events.find({ tradeline_uuid: tradeline.uuid }),
    ]);
    const step = stepAtRequest(own, at);
    return waiting.filter((call) => stepAtRequest(own, call.created_at) === step);
  }

  /** 409 while a call for the debt's open step is still waiting: a call cannot double. */
  async function refuseSecondRequest(tradeline: { id: string; uuid: string }, now: Date) {
    if ((await waitingFor(tradeline, now.toISOString())).length > 0) {
      throw new HttpError(409, DETAILS.callAlreadyRequested);
    }
  }

  /** Whether an older waiting call for the same debt and step was recorded beside this one. */
  async function laterOfTwin(tradeline: { id: string; uuid: string }, call: CallRecord) {
    const twins = await waitingFor(tradeline, call.created_at);
    return twins.length > 1 && twins[0]!.id !== call.id;
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

    async startCall({ body, now, log }) {
      const userId = body.user_id;
      // A paid action: only with debt negotiation billed (402 otherwise), and so many a day.
      await requireEntitlement(store, userId, 'calls', now);
      const wanted = body.tradeline_name.trim().toLowerCase();
      const tradelines = await store.tradelines.find(
        { user_id: userId },
        { sort: { created_at: 1, id: 1 } },
      );
      const tradeline = tradelines.find((item) => item.account_name.toLowerCase() === wanted);
      if (!tradeline) throw new HttpError(404, notFound('Tradeline'));
      // A settled debt has no one left to call: the request never reaches the queue.
      if (isResolved((await debtLifecycleOf(store, tradeline)).state)) {
        throw new HttpError(409, DETAILS.callDebtSettled);
      }
      await refuseSecondRequest(tradeline, now);
      const refund = await quota.consume('calls', userId, now);
      const user = await store.users.get(userId);
      const call = await store.calls.insert({
        id: newObjectId(now),
        user_id: userId,
        tradeline_id: tradeline.id,
        tradeline_name: tradeline.account_name,
        created_at: now.toISOString(),
        status: 'requested',
        claimed_by_id: null,
        claimed_at: null,
        resolved_at: null,
        note: null,
      });
      if (await laterOfTwin(tradeline, call)) {
        // Two requests crossed: the one recorded second steps back, so the queue holds one.
        await store.calls.remove({ id: call.id });
        await refund();
        throw new HttpError(409, DETAILS.callAlreadyRequested);
      }
      const status = await telephony
        .requestCall({
          call_id: call.id,
          user_id: userId,
          phone_number: user?.phone_number ?? null,
          tradeline_name: tradeline.account_name,
          requested_at: now,
        })
        .catch((error: unknown) => {
          log.error({ err: error, call_id: call.id }, 'telephony request failed');
          return 'failed' as const;
        });
      await store.calls.update({ id: call.id }, { set: { status } });
      if (status === 'failed') {
        await refund();
        throw new HttpError(503, DETAILS.callsUnavailable);
      }
      return { success: true, call_id: call.id, message: DETAILS.callSucceeded };
    },
  };
}
