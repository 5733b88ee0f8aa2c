/**
 * Locks on calls: one document per claim and per outcome, keyed `<call id>:claim` and
 * `<call id>:outcome`. The `_id` is unique, so of two admins acting at once exactly one insert
 * wins; FerretDB has no transactions and its conditional updates are not atomic under load.
 */
import type { Connection } from 'mongoose';
import { CallLockRecordSchema } from '@/features/admin/records';
import { recordSchema } from '../../platform/schema';

const CallLockSchema = recordSchema(CallLockRecordSchema, { id: 'given' });

export function callModels(connection: Connection) {
  return { CallLock: connection.model('CallLock', CallLockSchema, 'call_locks') };
}
