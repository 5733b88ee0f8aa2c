/** Events of the per-debt action timeline, and the creditor calls users request. */
import type { Connection } from 'mongoose';
import { CallRecordSchema, EventRecordSchema } from '@/features/timeline/records';
import { recordSchema } from '../../platform/schema';

const EventSchema = recordSchema(EventRecordSchema, {
  fields: { completed: { default: false }, assisted: { default: false } },
});
EventSchema.index({ user_id: 1, scheduled_date: 1, slot: 1 });
// The reminder job's read, every 15 minutes: the pending steps of a few dates (AC-15, AC-16).
EventSchema.index({ completed: 1, scheduled_date: 1 });

const CallSchema = recordSchema(CallRecordSchema, { fields: { user_id: { index: true } } });

export function timelineModels(connection: Connection) {
  return {
    Event: connection.model('Event', EventSchema, 'events'),
    Call: connection.model('Call', CallSchema, 'calls'),
  };
}
