/** The audit of role changes: who changed whose role, when, from what to what. */
import { Schema, type Connection } from 'mongoose';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface RoleChangeDoc {
  _id: string;
  user_id: string;
  admin_id: string;
  admin_email: string;
  from: 'user' | 'admin';
  to: 'user' | 'admin';
  changed_at: Date;
  created_at: Date;
  updated_at: Date;
}

const roles = ['user', 'admin'];

const RoleChangeSchema = new Schema<RoleChangeDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true, index: true },
    admin_id: { type: String, required: true },
    admin_email: { type: String, required: true },
    from: { type: String, enum: roles, required: true },
    to: { type: String, enum: roles, required: true },
    changed_at: { type: Date, required: true },
  },
  withTimestamps,
);

export function adminModels(connection: Connection) {
  return {
    RoleChange: connection.model<RoleChangeDoc>('RoleChange', RoleChangeSchema, 'role_changes'),
  };
}
