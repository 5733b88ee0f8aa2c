/** The audit of role changes: who changed whose role, when, from what to what. */
import type { Connection } from 'mongoose';
import { RoleChangeRecordSchema } from '@/features/admin/records';
import { recordSchema } from '../../platform/schema';

const RoleChangeSchema = recordSchema(RoleChangeRecordSchema, {
  fields: { user_id: { index: true } },
});

export function adminModels(connection: Connection) {
  return { RoleChange: connection.model('RoleChange', RoleChangeSchema, 'role_changes') };
}
