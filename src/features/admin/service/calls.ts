/**
 * Creditor calls after `POST /start-call` recorded them, on both backends: the user's own list
 * (timeline contract) and the admins' queue, claim and outcome (admin contract). Claiming and
 * closing each take a lock (`callLocks`, unique id) first, so of two admins acting at once
 * exactly one wins (no transactions on FerretDB); a lock left by a request that stopped before
 * changing the call expires, so the call never stays stuck.
 */
import type { UserRecord } from '@/features/auth/records';
import { CALLS_BOUND, type timelineEndpoints } from '@/features/timeline/contract';
import { stepAtRequest } from '@/features/timeline/model/calls';
import type { CallRecord, EventRecord } from '@/features/timeline/records';
import type { TradelineRecord } from '@/features/tradelines/records';
import { DETAILS, HttpError, notFound } from '@/shared/api/details';
import { insertOnce, type Collection } from '@/shared/store/port';
import type { Service } from '@/shared/store/service';
import type { AdminCall, adminEndpoints } from '../contract';
import { DEFAULT_PAGE_SIZE } from '../model/analytics';
import {
  CALL_LOCK_LIFETIME_MS,
  CLOSED_CALL_STATUSES,
  claimRefusal,
  OPEN_CALL_STATUSES,
  outcomeRefusal,
} from '../model/calls';
import type { CallLockRecord } from '../records';

/** What the call service works with. */
export interface CallDeps {
  store: {
    calls: Collection<CallRecord>;
    callLocks: Collection<CallLockRecord>;
    users: Collection<UserRecord>;
    tradelines: Collection<TradelineRecord>;
    events: Collection<EventRecord>;
  };
}

/** The user's calls (timeline contract) and the admins' queue (admin contract). */
export function createCallService({ store }: CallDeps): {
  timeline: Service<typeof timelineEndpoints>;
  admin: Service<typeof adminEndpoints>;
} {
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
    const events = await store.events.find(
      { tradeline_uuid: { $in: [...uuids.values()].filter((uuid) => uuid !== undefined) } },
      { sort: { scheduled_date: 1 } },
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

  return {
    timeline: {
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
    },

    admin: {
      async listCalls({ query }) {
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
    },
  };
}
