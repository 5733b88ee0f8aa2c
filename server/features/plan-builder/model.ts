/** Interest submissions from the pre-launch form. */
import type { Connection } from 'mongoose';
import { InterestRecordSchema } from '@/features/plan-builder/records';
import { recordSchema } from '../../platform/schema';

const InterestSchema = recordSchema(InterestRecordSchema, { fields: { email: { index: true } } });

export function planBuilderModels(connection: Connection) {
  return { Interest: connection.model('Interest', InterestSchema, 'interest_submissions') };
}
