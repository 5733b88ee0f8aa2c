/** Tradelines with their utilization, and the creditor list; every change reschedules events. */
import {
  debtLifecycle,
  debtLifecycleOf,
  lifecyclesOfUser,
  removeSettlementRecords,
  type Lifecycle,
  type LifecycleStore,
  type SettlementRecordsStore,
} from '@/features/settlement/service';
import { syncSchedule, type ScheduleStore } from '@/features/timeline/service';
import { todayIn } from '@/shared/lib/dates';
import { newObjectId } from '@/shared/store/ids';
import type { Collection } from '@/shared/store/port';
import { owned, type Service } from '@/shared/api/service';
import { CREDITORS_BOUND, TRADELINES_BOUND, type tradelineEndpoints } from '../contract';
import { byCreditorName } from '../model/creditors';
import { utilization } from '../model/utilization';
import type { CreditorRecord, TradelineRecord } from '../records';

/** What the tradelines service needs from its backend. */
export interface TradelineDeps {
  store: ScheduleStore &
    SettlementRecordsStore &
    LifecycleStore & { creditors: Collection<CreditorRecord> };
}

/** The stored fields a tradeline's answer uses (its id aside). */
export const TRADELINE_ANSWER_FIELDS = [
  'uuid',
  'user_id',
  'account_name',
  'current_balance',
  'minimum_payment',
  'credit_limit',
] as const;

/** A stored tradeline as the API shows it, with its utilization and its state computed. */
function present(
  tradeline: Pick<TradelineRecord, 'id' | (typeof TRADELINE_ANSWER_FIELDS)[number]>,
  lifecycle: Lifecycle,
) {
  return {
    ...tradeline,
    utilization: utilization(tradeline.current_balance, tradeline.credit_limit),
    ...lifecycle,
  };
}

/** Tradelines (the user's debts) and the creditor pick list. */
export function createTradelineService({
  store,
}: TradelineDeps): Service<typeof tradelineEndpoints> {
  const { tradelines } = store;

  return {
    async listCreditors({ query }) {
      const creditors = await store.creditors.find(
        {},
        { sort: { name: 1 }, limit: query.limit ?? CREDITORS_BOUND.fallback },
      );
      return creditors.map(({ id, name }) => ({ uuid: id, name })).sort(byCreditorName);
    },

    // The benchmark route (DESIGN.md section 10): one find, in the order of its index, reading
    // only the answer's fields; beside it, each debt's state from two reads of the user's offers
    // and agreements, whatever the number of debts (all three at once: one round trip, SV-41).
    async listTradelines({ params, query }) {
      const [listed, lifecycleOf] = await Promise.all([
        tradelines.select(
          TRADELINE_ANSWER_FIELDS,
          { user_id: params.user_id },
          { sort: { created_at: 1, id: 1 }, limit: query.limit ?? TRADELINES_BOUND.fallback },
        ),
        lifecyclesOfUser(store, params.user_id),
      ]);
      return listed.map((tradeline) => present(tradeline, lifecycleOf(tradeline)));
    },

    async createTradeline({ body, now }) {
      const tradeline = await tradelines.insert({
        id: newObjectId(now),
        uuid: newObjectId(now),
        ...body,
        start_date: todayIn(now),
        created_at: now.toISOString(),
      });
      await syncSchedule(store, body.user_id);
      // A new debt has no offers or agreement yet.
      return present(
        tradeline,
        debtLifecycle({ balance: tradeline.current_balance, offers: 0, agreement: null }),
      );
    },

    async updateTradeline({ params, body, user, log }) {
      const tradeline = owned(await tradelines.get(params.id), user, 'Tradeline', log);
      await tradelines.update({ id: tradeline.id }, { set: body });
      await syncSchedule(store, tradeline.user_id);
      const updated = { ...tradeline, ...body };
      return present(updated, await debtLifecycleOf(store, updated));
    },

    async deleteTradeline({ params, user, log }) {
      const tradeline = owned(await tradelines.get(params.id), user, 'Tradeline', log);
      // Events first: a failure half-way leaves a tradeline that can be deleted again. Then
      // once more after the tradeline: a schedule sync that read it before it went may have
      // written its events in between (and the next sync removes any a stop left behind).
      await store.events.remove({ tradeline_uuid: tradeline.uuid });
      await tradelines.remove({ id: tradeline.id });
      await store.events.remove({ tradeline_uuid: tradeline.uuid });
      // The settlement workspace's details, offers and agreement go with their debt (issue 27).
      await removeSettlementRecords(store, tradeline.id);
      await syncSchedule(store, tradeline.user_id);
      return undefined;
    },
  };
}
