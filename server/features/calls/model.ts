/**
 * Locks on calls: one document per claim and per outcome and generation, keyed
 * `<call id>:<action>:<generation>`. The `_id` is unique, so of two admins acting at once exactly
 * one insert wins; FerretDB has no transactions and its conditional updates are not atomic under
 * load. A lock that expired unused gives way to the next generation.
 */
import type { Connection } from 'mongoose';
import { CallLockRecordSchema } from '@/features/admin/records';
import { recordSchema } from '../../platform/schema';

const CallLockSchema = recordSchema(CallLockRecordSchema, { id: 'given' });
CallLockSchema.index({ call_id: 1, action: 1, generation: -1 });

export function callModels(connection: Connection) {
  return { CallLock: connection.model('CallLock', CallLockSchema, 'call_locks') };
}
