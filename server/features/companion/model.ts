/** Companion calls: when each started and, once saved, the contact and offers it logged. */
import type { Connection } from 'mongoose';
import { CompanionCallRecordSchema } from '@/features/companion/records';
import { recordSchema } from '../../platform/schema';

// The free call's id is its user's id (see the service), so ids are given, not generated.
const CompanionCallSchema = recordSchema(CompanionCallRecordSchema, { id: 'given' });
CompanionCallSchema.index({ user_id: 1, started_at: -1 });

export function companionModels(connection: Connection) {
  return {
    CompanionCall: connection.model('CompanionCall', CompanionCallSchema, 'companion_calls'),
  };
}
