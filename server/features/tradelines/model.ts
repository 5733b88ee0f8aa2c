/** Tradelines (the user's debts) and the creditor pick list. */
import { Schema, type Connection } from 'mongoose';
import { newId, stringId, withTimestamps } from '../../platform/mongo';

export interface TradelineDoc {
  _id: string;
  uuid: string;
  user_id: string;
  account_name: string;
  current_balance: number;
  minimum_payment: number;
  credit_limit: number;
  /** The date the tradeline was added (`YYYY-MM-DD`): the start of its event schedule. */
  start_date: string;
  created_at: Date;
  updated_at: Date;
}

const amount = { type: Number, required: true, min: 0 } as const;

const TradelineSchema = new Schema<TradelineDoc>(
  {
    _id: stringId,
    uuid: { type: String, required: true, unique: true, default: newId },
    user_id: { type: String, required: true },
    account_name: { type: String, required: true },
    current_balance: amount,
    minimum_payment: amount,
    credit_limit: amount,
    start_date: { type: String, required: true },
  },
  withTimestamps,
);
// A user's tradelines in the order the API lists them, straight from the index.
TradelineSchema.index({ user_id: 1, created_at: 1, _id: 1 });

export interface CreditorDoc {
  /** The creditor's uuid. */
  _id: string;
  name: string;
}

const CreditorSchema = new Schema<CreditorDoc>(
  { _id: stringId, name: { type: String, required: true, unique: true } },
  { versionKey: false },
);

export function tradelineModels(connection: Connection) {
  return {
    Tradeline: connection.model<TradelineDoc>('Tradeline', TradelineSchema, 'tradelines'),
    Creditor: connection.model<CreditorDoc>('Creditor', CreditorSchema, 'creditors'),
  };
}
