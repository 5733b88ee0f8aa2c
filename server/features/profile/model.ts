/** The financial profile: income, the expense categories and their totals (spec section 3). */
import { Schema, type Connection } from 'mongoose';
import {
  COMPONENT_FIELDS,
  ROLLED_UP_FIELDS,
  type FinancialProfile,
} from '@/features/profile/contract';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface FinancialProfileDoc extends FinancialProfile {
  _id: string;
  created_at: Date;
  updated_at: Date;
}

const amount = { type: Number, required: true, min: 0, default: 0 } as const;

const FinancialProfileSchema = new Schema<FinancialProfileDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true, unique: true },
    income: amount,
    ...Object.fromEntries([...ROLLED_UP_FIELDS, ...COMPONENT_FIELDS].map((key) => [key, amount])),
    credit_score: { type: Number, default: null },
    expenses: amount,
    expenses_calculated: amount,
    net_income: { type: Number, required: true, default: 0 },
  },
  withTimestamps,
);

export function profileModels(connection: Connection) {
  return {
    FinancialProfile: connection.model<FinancialProfileDoc>(
      'FinancialProfile',
      FinancialProfileSchema,
      'financial_profiles',
    ),
  };
}
