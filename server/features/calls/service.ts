/**
 * Creditor calls after `POST /start-call` recorded them: the user's own list and the admins'
 * queue, claim and outcome. Claiming and closing each take a lock (`call_locks`, unique `_id`)
 * first, so of two admins acting at once exactly one wins (no transactions on FerretDB).
 */
import type { AdminCall } from '@/features/admin/contract';
import { DEFAULT_PAGE_SIZE } from '@/features/admin/model/analytics';
import {
  CLOSED_CALL_STATUSES,
  claimRefusal,
  OPEN_CALL_STATUSES,
  outcomeRefusal,
} from '@/features/admin/model/calls';
import type { UserCall } from '@/features/timeline/contract';
import { stepAtRequest } from '@/features/timeline/model/calls';
import { DETAILS, notFound } from '@/shared/api/details';
import type { Caller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import type { CallDoc } from '../timeline/model';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createCallService({ models }: AppDeps) {
  /** The step each call's debt had open when the call was asked for, by call id. */
  async function stepsOf(calls: CallDoc[]): Promise<Map<string, string | null>> {
    const tradelineIds = [...new Set(calls.map((call) => call.tradeline_id))];
    const tradelines = await models.Tradeline.find({ _id: { $in: tradelineIds } })
      .select({ uuid: 1 })
      .lean();
    const uuidOf = new Map(tradelines.map((tradeline) => [tradeline._id, tradeline.uuid]));
    const events = await models.Event.find({ tradeline_uuid: { $in: [...uuidOf.values()] } })
      .sort({ scheduled_date: 1, slot: 1 })
      .lean();
    return new Map(
      calls.map((call) => {
        const uuid = uuidOf.get(call.tradeline_id);
        if (uuid === undefined) return [call._id, null];
        const own = events
          .filter((event) => event.tradeline_uuid === uuid)
          .map((event) => ({
            ...event,
            id: event._id,
            completed_date: iso(event.completed_date),
          }));
        return [call._id, stepAtRequest(own, call.created_at.toISOString())];
      }),
    );
  }

  async function adminViews(calls: CallDoc[]): Promise<AdminCall[]> {
    const userIds = [
      ...new Set(calls.flatMap((call) => [call.user_id, call.claimed_by_id ?? call.user_id])),
    ];
    const [users, steps] = await Promise.all([
      models.User.find({ _id: { $in: userIds } })
        .select({ email: 1, phone_number: 1 })
        .lean(),
      stepsOf(calls),
    ]);
    const userOf = new Map(users.map((user) => [user._id, user]));
    return calls.map((call) => ({
      call_id: call._id,
      user_id: call.user_id,
      email: userOf.get(call.user_id)?.email ?? '',
      phone_number: userOf.get(call.user_id)?.phone_number ?? null,
      tradeline_name: call.tradeline_name,
      step: steps.get(call._id) ?? null,
      status: call.status,
      requested_at: call.created_at.toISOString(),
      claimed_by: call.claimed_by_id ? (userOf.get(call.claimed_by_id)?.email ?? null) : null,
      claimed_at: iso(call.claimed_at),
      resolved_at: iso(call.resolved_at),
      note: call.note,
    }));
  }

  async function find(id: string): Promise<CallDoc> {
    const call = await models.Call.findById(id).lean();
    if (!call) throw new HttpError(404, notFound('Call'));
    return call;
  }

  /** Takes the lock `key` for `adminId`; whether this call took it, and who holds it. */
  async function lock(key: string, adminId: string): Promise<{ won: boolean; holder: string }> {
    try {
      await models.CallLock.create({ _id: key, admin_id: adminId });
      return { won: true, holder: adminId };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      const held = await models.CallLock.findById(key).lean();
      return { won: false, holder: held?.admin_id ?? '' };
    }
  }

  async function adminView(id: string): Promise<AdminCall> {
    return (await adminViews([await find(id)]))[0]!;
  }

  return {
    async forUser(userId: string): Promise<UserCall[]> {
      const calls = await models.Call.find({ user_id: userId })
        .sort({ created_at: -1, _id: -1 })
        .lean();
      const steps = await stepsOf(calls);
      return calls.map((call) => ({
        call_id: call._id,
        tradeline_name: call.tradeline_name,
        step: steps.get(call._id) ?? null,
        status: call.status,
        requested_at: call.created_at.toISOString(),
        resolved_at: iso(call.resolved_at),
      }));
    },

    async queue(query: { queue?: 'open' | 'closed'; page?: number; page_size?: number }) {
      const page = query.page ?? 1;
      const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
      const open = (query.queue ?? 'open') === 'open';
      const filter = {
        status: { $in: open ? [...OPEN_CALL_STATUSES] : [...CLOSED_CALL_STATUSES] },
      };
      const [calls, total] = await Promise.all([
        models.Call.find(filter)
          .sort(open ? { created_at: 1, _id: 1 } : { resolved_at: -1, _id: -1 })
          .skip((page - 1) * page_size)
          .limit(page_size)
          .lean(),
        models.Call.countDocuments(filter),
      ]);
      return { items: await adminViews(calls), total, page, page_size };
    },

    async claim(id: string, admin: Caller, now: Date): Promise<AdminCall> {
      const call = await find(id);
      const refusal = claimRefusal(call, admin._id);
      if (refusal) throw new HttpError(409, refusal);
      const { holder } = await lock(`${id}:claim`, admin._id);
      if (holder !== admin._id) throw new HttpError(409, DETAILS.callTaken);
      await models.Call.updateOne(
        { _id: id, status: 'requested' },
        { $set: { status: 'claimed', claimed_by_id: admin._id, claimed_at: now } },
      );
      return adminView(id);
    },

    async resolve(
      id: string,
      outcome: { status: 'placed' | 'failed'; note: string },
      admin: Caller,
      now: Date,
    ): Promise<AdminCall> {
      const call = await find(id);
      const refusal = outcomeRefusal(call, admin._id);
      if (refusal) throw new HttpError(409, refusal);
      const { won } = await lock(`${id}:outcome`, admin._id);
      if (!won) throw new HttpError(409, DETAILS.callClosed);
      await models.Call.updateOne(
        { _id: id },
        { $set: { status: outcome.status, note: outcome.note, resolved_at: now } },
      );
      return adminView(id);
    },
  };
}
