/** Tradelines (with utilization and their scheduled events) and the creditor list. */
import { tradelineEndpoints as api } from '@/features/tradelines/contract';
import { byCreditorName } from '@/features/tradelines/model/creditors';
import { utilization } from '@/features/tradelines/model/utilization';
import { todayIn } from '@/shared/lib/dates';
import { db } from '../db';
import type { TradelineRecord } from '../records';
import { newObjectId, owned, route } from './route';
import { syncSchedule } from './schedule';

/** A stored tradeline as the API shows it, with its utilization computed. */
export function present(tradeline: TradelineRecord) {
  return {
    ...tradeline,
    utilization: utilization(tradeline.current_balance, tradeline.credit_limit),
  };
}

function findTradeline(id: string) {
  return db.tradelines.findFirst((q) => q.where({ id }));
}

export const tradelineHandlers = [
  route(api.listCreditors, () => db.creditors.findMany().sort(byCreditorName)),

  route(api.listTradelines, ({ params }) =>
    db.tradelines
      .findMany((q) => q.where({ user_id: params.user_id }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(present),
  ),

  route(api.createTradeline, async ({ body, now }) => {
    const tradeline = await db.tradelines.create({
      id: newObjectId(),
      uuid: newObjectId(),
      ...body,
      start_date: todayIn(now),
      created_at: now.toISOString(),
    });
    await syncSchedule(body.user_id);
    return present(tradeline);
  }),

  route(api.updateTradeline, async ({ params, body, user }) => {
    const tradeline = owned(findTradeline(params.id), user, 'Tradeline');
    const updated = await db.tradelines.update((q) => q.where({ id: tradeline.id }), {
      data(record) {
        Object.assign(record, body);
      },
    });
    await syncSchedule(tradeline.user_id);
    return present(updated!);
  }),

  route(api.deleteTradeline, async ({ params, user }) => {
    const tradeline = owned(findTradeline(params.id), user, 'Tradeline');
    db.events.deleteMany((q) => q.where({ tradeline_uuid: tradeline.uuid }));
    db.tradelines.delete((q) => q.where({ id: tradeline.id }));
    await syncSchedule(tradeline.user_id);
    return undefined;
  }),
];
