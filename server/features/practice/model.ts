/** Practice negotiations: one document per session, its engine state included. */
import type { Connection } from 'mongoose';
import { PracticeRecordSchema } from '@/features/practice/records';
import { recordSchema } from '../../platform/schema';

// The free session's id is its user's id (see the service), so ids are given, not generated.
const PracticeSessionSchema = recordSchema(PracticeRecordSchema, { id: 'given' });
PracticeSessionSchema.index({ user_id: 1, created_at: -1 });

export function practiceModels(connection: Connection) {
  return {
    PracticeSession: connection.model(
      'PracticeSession',
      PracticeSessionSchema,
      'practice_sessions',
    ),
  };
}
