/** Tradelines (the user's debts) and the creditor pick list. */
import type { Connection } from 'mongoose';
import { CreditorRecordSchema, TradelineRecordSchema } from '@/features/tradelines/records';
import { newObjectId } from '@/shared/store/ids';
import { recordSchema } from '../../platform/schema';

const TradelineSchema = recordSchema(TradelineRecordSchema, {
  fields: { uuid: { default: () => newObjectId() } },
});
// A user's tradelines in the order the API lists them, straight from the index.
TradelineSchema.index({ user_id: 1, created_at: 1, _id: 1 });

const CreditorSchema = recordSchema(CreditorRecordSchema, { options: { versionKey: false } });

export function tradelineModels(connection: Connection) {
  return {
    Tradeline: connection.model('Tradeline', TradelineSchema, 'tradelines'),
    Creditor: connection.model('Creditor', CreditorSchema, 'creditors'),
  };
}
