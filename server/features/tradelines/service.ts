/** Tradelines with their utilization, and the creditor list; every change reschedules events. */
import type {
  CreateTradelineBody,
  Tradeline,
  UpdateTradelineBody,
} from '@/features/tradelines/contract';
import { byCreditorName } from '@/features/tradelines/model/creditors';
import { utilization } from '@/features/tradelines/model/utilization';
import { todayIn } from '@/shared/lib/dates';
import type { Caller } from '../../platform/auth';
import { owned } from '../../platform/contract-route';
import type { AppDeps } from '../../platform/deps';
import { createScheduleService } from '../timeline/schedule';
import type { TradelineDoc } from './model';

/** The stored fields a tradeline's answer uses: a list reads and decodes nothing else. */
const ANSWER_FIELDS = {
  uuid: 1,
  user_id: 1,
  account_name: 1,
  current_balance: 1,
  minimum_payment: 1,
  credit_limit: 1,
} as const;

/** A stored tradeline as the API shows it, with its utilization computed. */
export function presentTradeline(
  record: Pick<TradelineDoc, '_id' | keyof typeof ANSWER_FIELDS>,
): Tradeline {
  return {
    id: record._id,
    uuid: record.uuid,
    user_id: record.user_id,
    account_name: record.account_name,
    current_balance: record.current_balance,
    minimum_payment: record.minimum_payment,
    credit_limit: record.credit_limit,
    utilization: utilization(record.current_balance, record.credit_limit),
  };
}

export function createTradelineService(deps: AppDeps) {
  const { models } = deps;
  const schedule = createScheduleService(deps);

  async function find(id: string, user: Caller) {
    return owned(await models.Tradeline.findById(id).lean(), user, 'Tradeline');
  }

  return {
    async creditors() {
      const creditors = await models.Creditor.find().lean();
      return creditors
        .map((creditor) => ({ uuid: creditor._id, name: creditor.name }))
        .sort(byCreditorName);
    },

    async list(userId: string) {
      const tradelines = await models.Tradeline.find({ user_id: userId }, ANSWER_FIELDS)
        .sort({ created_at: 1, _id: 1 })
        .lean();
      return tradelines.map(presentTradeline);
    },

    async create(body: CreateTradelineBody, now: Date) {
      const tradeline = await models.Tradeline.create({ ...body, start_date: todayIn(now) });
      await schedule.sync(body.user_id);
      return presentTradeline(tradeline.toObject());
    },

    async update(id: string, body: UpdateTradelineBody, user: Caller) {
      const tradeline = await find(id, user);
      await models.Tradeline.updateOne({ _id: tradeline._id }, { $set: body });
      await schedule.sync(tradeline.user_id);
      return presentTradeline({ ...tradeline, ...body });
    },

    async remove(id: string, user: Caller) {
      const tradeline = await find(id, user);
      // Events first: a failure half-way leaves a tradeline that can be deleted again.
      await models.Event.deleteMany({ tradeline_uuid: tradeline.uuid });
      await models.Tradeline.deleteOne({ _id: tradeline._id });
      await schedule.sync(tradeline.user_id);
    },
  };
}
