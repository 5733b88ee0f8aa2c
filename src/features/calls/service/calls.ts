/**
 * Creditor calls on both backends: the user's request (`POST /start-call`, a paid action handed
 * to the telephony provider or left for an agent) and own list, and the admins' queue, claim
 * and outcome. Claiming and closing each take a lock (`callLocks`, unique id) first, so of two
 * admins acting at once exactly one wins (no transactions on FerretDB); a lock left by a
 * request that stopped before changing the call expires, so the call never stays stuck.
 */
import { DEFAULT_PAGE_SIZE } from '@/features/admin/model/analytics';
import type { UserRecord } from '@/features/auth/records';
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import { debtLifecycleOf, type LifecycleStore } from '@/features/settlement/service';
import { stepAtRequest } from '@/features/timeline/model/events';
import { asPlanned, type PlanStore } from '@/features/timeline/service';
import type { EventRecord } from '@/features/timeline/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { DETAILS, HttpError, notFound } from '@/shared/api/details';
import { isResolved } from '@/shared/lib/debt-states';
import { newObjectId } from '@/shared/store/ids';
import { insertOnce, type Collection } from '@/shared/store/port';
import type { DailyQuota } from '@/shared/store/quota';
import type { Service } from '@/shared/api/service';
import {
  CALLS_BOUND,
  CLOSED_CALL_STATUSES,
  OPEN_CALL_STATUSES,
  type AdminCall,
  type CallStatus,
  type callEndpoints,
} from '../contract';
import { CALL_LOCK_LIFETIME_MS, claimRefusal, outcomeRefusal } from '../model/calls';
import type { CallLockRecord, CallRecord } from '../records';

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

/** What the call service works with. */
export interface CallDeps {
  store: EntitlementStore &
    LifecycleStore &
    PlanStore & {
      calls: Collection<CallRecord>;
      callLocks: Collection<CallLockRecord>;
      users: Collection<UserRecord>;
      tradelines: Collection<TradelineRecord>;
      events: Collection<EventRecord>;
    };
  quota: DailyQuota;
  telephony: Telephony;
}

/** The user's requests and calls, and the admins' queue. */
export function createCallService({
  store,
  quota,
  telephony,
}: CallDeps): Service<typeof callEndpoints> {
  /**
   * The step each call's debt had open when the call was asked for, by call id. The debt is the
   * user's first one (oldest) of the call's name, as `POST /start-call` chose it.
   */
  async function stepsOf(calls: CallRecord[]): Promise<Map<string, string | null>> {
    const tradelines = await store.tradelines.find(
      { user_id: { $in: [...new Set(calls.map((call) => call.user_id))] } },
      { sort: { created_at: 1, id: 1 } },
    );
    const uuidOf = (call: CallRecord) =>
      tradelines.find(
        (tradeline) =>
          tradeline.user_id === call.user_id &&
          tradeline.account_name.toLowerCase() === call.tradeline_name.toLowerCase(),
      )?.uuid;
    const uuids = new Map(calls.map((call) => [call.id, uuidOf(call)]));
    // The steps' dates as the plan has them while a re-plan is due (SV-39); `stepAtRequest`
    // orders them by those.
    const events = await asPlanned(
      store,
      await store.events.find(
        { tradeline_uuid: { $in: [...uuids.values()].filter((uuid) => uuid !== undefined) } },
        { sort: { scheduled_date: 1 } },
      ),
    );
    return new Map(
      calls.map((call) => {
        const uuid = uuids.get(call.id);
        if (uuid === undefined) return [call.id, null];
        const own = events.filter((event) => event.tradeline_uuid === uuid);
        return [call.id, stepAtRequest(own, call.created_at)];
      }),
    );
  }

  async function adminViews(calls: CallRecord[]): Promise<AdminCall[]> {
    const userIds = calls.flatMap((call) => [call.user_id, call.claimed_by_id ?? call.user_id]);
    const [users, steps] = await Promise.all([
      store.users.find({ id: { $in: [...new Set(userIds)] } }),
      stepsOf(calls),
    ]);
    const userOf = new Map(users.map((user) => [user.id, user]));
    return calls.map((call) => ({
      call_id: call.id,
      user_id: call.user_id,
      email: userOf.get(call.user_id)?.email ?? '',
      phone_number: userOf.get(call.user_id)?.phone_number ?? null,
      tradeline_name: call.tradeline_name,
      step: steps.get(call.id) ?? null,
      status: call.status,
      requested_at: call.created_at,
      claimed_by: call.claimed_by_id ? (userOf.get(call.claimed_by_id)?.email ?? null) : null,
      claimed_at: call.claimed_at,
      resolved_at: call.resolved_at,
      note: call.note,
    }));
  }

  async function find(id: string): Promise<CallRecord> {
    const call = await store.calls.get(id);
    if (!call) throw new HttpError(404, notFound('Call'));
    return call;
  }

  async function adminView(id: string): Promise<AdminCall> {
    return (await adminViews([await find(id)]))[0]!;
  }

  /**
   * Takes the lock on the call's `action` for `adminId`: whether this call took it, and who
   * holds it. A lock whose lifetime is over was left by a request that stopped before it changed
   * the call; the next generation replaces it, and the unique id still lets one admin win.
   */
  async function lock(
    callId: string,
    action: CallLockRecord['action'],
    adminId: string,
    now: Date,
  ): Promise<{ won: boolean; holder: string }> {
    const [newest] = await store.callLocks.find(
      { call_id: callId, action },
      { sort: { generation: -1 }, limit: 1 },
    );
    if (newest && Date.parse(newest.expires_at) > now.getTime()) {
      return { won: false, holder: newest.admin_id };
    }
    const id = `${callId}:${action}:${newest ? newest.generation + 1 : 0}`;
    const won = await insertOnce(store.callLocks, {
      id,
      call_id: callId,
      action,
      generation: newest ? newest.generation + 1 : 0,
      admin_id: adminId,
      expires_at: new Date(now.getTime() + CALL_LOCK_LIFETIME_MS).toISOString(),
    });
    if (won) return { won: true, holder: adminId };
    return { won: false, holder: (await store.callLocks.get(id))?.admin_id ?? '' };
  }

  /**
   * The debt's waiting calls (requested or with an agent) that were asked for while the step open
   * at `at` was open: a call's step is the first one not complete when it was asked for.
   */
  async function waitingFor(tradeline: { id: string; uuid: string }, at: string) {
    const [waiting, own] = await Promise.all([
      store.calls.find(
        { tradeline_id: tradeline.id, status: { $in: [...OPEN_CALL_STATUSES] } },
        { sort: { created_at: 1, id: 1 } },
      ),
      store.events.find({ tradeline_uuid: tradeline.uuid }).then((own) => asPlanned(store, own)),
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

    async listCalls({ params, query }) {
      const calls = await store.calls.find(
        { user_id: params.user_id },
        { sort: { created_at: -1, id: -1 }, limit: query.limit ?? CALLS_BOUND.fallback },
      );
      const steps = await stepsOf(calls);
      return calls.map((call) => ({
        call_id: call.id,
        tradeline_name: call.tradeline_name,
        step: steps.get(call.id) ?? null,
        status: call.status,
        requested_at: call.created_at,
        resolved_at: call.resolved_at,
      }));
    },

    async listQueue({ query }) {
      const page = query.page ?? 1;
      const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
      const open = (query.queue ?? 'open') === 'open';
      const filter = {
        status: { $in: open ? [...OPEN_CALL_STATUSES] : [...CLOSED_CALL_STATUSES] },
      };
      const [calls, total] = await Promise.all([
        store.calls.find(filter, {
          sort: open ? { created_at: 1, id: 1 } : { resolved_at: -1, id: -1 },
          skip: (page - 1) * page_size,
          limit: page_size,
        }),
        store.calls.count(filter),
      ]);
      return { items: await adminViews(calls), total, page, page_size };
    },

    async claimCall({ params: { id }, user: admin, now }) {
      const refusal = claimRefusal(await find(id), admin.id);
      if (refusal) throw new HttpError(409, refusal);
      const { holder } = await lock(id, 'claim', admin.id, now);
      if (holder !== admin.id) throw new HttpError(409, DETAILS.callTaken);
      await store.calls.update(
        { id, status: 'requested' },
        { set: { status: 'claimed', claimed_by_id: admin.id, claimed_at: now.toISOString() } },
      );
      return adminView(id);
    },

    async resolveCall({ params: { id }, body, user: admin, now }) {
      const refusal = outcomeRefusal(await find(id), admin.id);
      if (refusal) throw new HttpError(409, refusal);
      const { won } = await lock(id, 'outcome', admin.id, now);
      if (!won) throw new HttpError(409, DETAILS.callClosed);
      await store.calls.update(
        { id },
        { set: { status: body.status, note: body.note, resolved_at: now.toISOString() } },
      );
      return adminView(id);
    },
  };
}
