/** The financial profile: income, the expense categories and their totals (spec section 3). */
import type { Connection } from 'mongoose';
import { COMPONENT_FIELDS, ROLLED_UP_FIELDS } from '@/features/profile/contract';
import { FinancialProfileRecordSchema } from '@/features/profile/records';
import { recordSchema } from '../../platform/schema';

/** Every amount starts at 0. */
const amounts = [...ROLLED_UP_FIELDS, ...COMPONENT_FIELDS, 'income', 'expenses'];

const FinancialProfileSchema = recordSchema(FinancialProfileRecordSchema, {
  fields: {
    ...Object.fromEntries(
      [...amounts, 'expenses_calculated', 'net_income'].map((key) => [key, { default: 0 }]),
    ),
  },
});

export function profileModels(connection: Connection) {
  return {
    FinancialProfile: connection.model(
      'FinancialProfile',
      FinancialProfileSchema,
      'financial_profiles',
    ),
  };
}
