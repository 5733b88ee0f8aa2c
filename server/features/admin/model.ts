/** The audit of role changes (who changed whose role, when, from what to what) and the analytics' counters. */
import type { Connection } from 'mongoose';
import { CounterRecordSchema, RoleChangeRecordSchema } from '@/features/admin/records';
import { recordSchema } from '../../platform/schema';

const RoleChangeSchema = recordSchema(RoleChangeRecordSchema, {
  fields: { user_id: { index: true } },
});

/** The analytics' counters, by their key (`model/counters.ts` of the admin feature). */
const CounterSchema = recordSchema(CounterRecordSchema, {
  id: 'given',
  options: { versionKey: false },
});

export function adminModels(connection: Connection) {
  return {
    RoleChange: connection.model('RoleChange', RoleChangeSchema, 'role_changes'),
    Counter: connection.model('Counter', CounterSchema, 'counters'),
  };
}
