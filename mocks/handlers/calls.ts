/**
 * Creditor calls after `POST /start-call` recorded them: the user's own list (timeline
 * contract) and the admins' queue, claim and outcome (admin contract).
 */
import { adminEndpoints, type AdminCall } from '@/features/admin/contract';
import { DEFAULT_PAGE_SIZE } from '@/features/admin/model/analytics';
import {
  CLOSED_CALL_STATUSES,
  claimRefusal,
  OPEN_CALL_STATUSES,
  outcomeRefusal,
} from '@/features/admin/model/calls';
import { timelineEndpoints, type UserCall } from '@/features/timeline/contract';
import { stepAtRequest } from '@/features/timeline/model/calls';
import { notFound } from '@/shared/api/details';
import { db } from '../db';
import type { CallRecord } from '../records';
import { HttpError, route } from './route';

/** The step of the call's debt that was open when it was asked for (debts match by name). */
function stepOf(call: CallRecord): string | null {
  const name = call.tradeline_name.toLowerCase();
  const tradeline = db.tradelines.findFirst((q) =>
    q.where(
      (record) => record.user_id === call.user_id && record.account_name.toLowerCase() === name,
    ),
  );
  if (!tradeline) return null;
  const events = db.events.findMany((q) => q.where({ tradeline_uuid: tradeline.uuid }));
  return stepAtRequest(events, call.created_at);
}

function userView(call: CallRecord): UserCall {
  return {
    call_id: call.id,
    tradeline_name: call.tradeline_name,
    step: stepOf(call),
    status: call.status,
    requested_at: call.created_at,
    resolved_at: call.resolved_at,
  };
}

function adminView(call: CallRecord): AdminCall {
  const user = db.users.findFirst((q) => q.where({ id: call.user_id }));
  const claimer = call.claimed_by_id
    ? db.users.findFirst((q) => q.where({ id: call.claimed_by_id! }))
    : undefined;
  return {
    call_id: call.id,
    user_id: call.user_id,
    email: user?.email ?? '',
    phone_number: user?.phone_number ?? null,
    tradeline_name: call.tradeline_name,
    step: stepOf(call),
    status: call.status,
    requested_at: call.created_at,
    claimed_by: claimer?.email ?? null,
    claimed_at: call.claimed_at,
    resolved_at: call.resolved_at,
    note: call.note,
  };
}

function findCall(id: string): CallRecord {
  const call = db.calls.findFirst((q) => q.where({ id }));
  if (!call) throw new HttpError(404, notFound('Call'));
  return call;
}

export const callHandlers = [
  route(timelineEndpoints.listCalls, ({ params }) =>
    db.calls
      .findMany((q) => q.where({ user_id: params.user_id }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map(userView),
  ),

  route(adminEndpoints.listCalls, ({ query }) => {
    const page = query.page ?? 1;
    const page_size = query.page_size ?? DEFAULT_PAGE_SIZE;
    const open = (query.queue ?? 'open') === 'open';
    const statuses: readonly string[] = open ? OPEN_CALL_STATUSES : CLOSED_CALL_STATUSES;
    const matching = db.calls
      .findMany((q) => q.where({ status: (status) => statuses.includes(status) }))
      .sort((a, b) =>
        open
          ? a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)
          : (b.resolved_at ?? '').localeCompare(a.resolved_at ?? '') || b.id.localeCompare(a.id),
      );
    return {
      items: matching.slice((page - 1) * page_size, page * page_size).map(adminView),
      total: matching.length,
      page,
      page_size,
    };
  }),

  route(adminEndpoints.claimCall, async ({ params, user, now }) => {
    const call = findCall(params.id);
    const refusal = claimRefusal(call, user.id);
    if (refusal) throw new HttpError(409, refusal);
    if (call.status === 'claimed') return adminView(call);
    const claimed = await db.calls.update((q) => q.where({ id: call.id }), {
      data(record) {
        record.status = 'claimed';
        record.claimed_by_id = user.id;
        record.claimed_at = now.toISOString();
      },
    });
    return adminView(claimed!);
  }),

  route(adminEndpoints.resolveCall, async ({ params, body, user, now }) => {
    const call = findCall(params.id);
    const refusal = outcomeRefusal(call, user.id);
    if (refusal) throw new HttpError(409, refusal);
    const resolved = await db.calls.update((q) => q.where({ id: call.id }), {
      data(record) {
        record.status = body.status;
        record.note = body.note;
        record.resolved_at = now.toISOString();
      },
    });
    return adminView(resolved!);
  }),
];
