/**
 * Locks on calls: one document per claim and per outcome, keyed `<call id>:claim` and
 * `<call id>:outcome`. The `_id` is unique, so of two admins acting at once exactly one insert
 * wins; FerretDB has no transactions and its conditional updates are not atomic under load.
 */
import { Schema, type Connection } from 'mongoose';
import { withTimestamps } from '../../platform/mongo';

export interface CallLockDoc {
  _id: string;
  admin_id: string;
  created_at: Date;
  updated_at: Date;
}

const CallLockSchema = new Schema<CallLockDoc>(
  {
    _id: { type: String, required: true },
    admin_id: { type: String, required: true },
  },
  withTimestamps,
);

export function callModels(connection: Connection) {
  return {
    CallLock: connection.model<CallLockDoc>('CallLock', CallLockSchema, 'call_locks'),
  };
}
