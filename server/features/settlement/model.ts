/** The settlement workspace's records: a debt's details (one per tradeline, by its id). */
import type { Connection } from 'mongoose';
import { DebtDetailsRecordSchema } from '@/features/settlement/service/records';
import { recordSchema } from '../../platform/schema';

// A debt's details take their tradeline's id, so ids are given, not generated.
const DebtDetailsSchema = recordSchema(DebtDetailsRecordSchema, { id: 'given' });
DebtDetailsSchema.index({ user_id: 1 });

export function settlementModels(connection: Connection) {
  return {
    DebtDetails: connection.model('DebtDetails', DebtDetailsSchema, 'debt_details'),
  };
}
