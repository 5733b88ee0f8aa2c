/** Events of the per-debt action timeline, and the creditor calls users request. */
import { Schema, type Connection } from 'mongoose';
import {
  CALL_STATUSES,
  EVENT_TYPES,
  type CallStatus,
  type EventType,
} from '@/features/timeline/contract';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface EventDoc {
  _id: string;
  tradeline_uuid: string;
  user_id: string;
  /** The event's place in its tradeline's five steps (0-4), unique per tradeline. */
  slot: number;
  type: EventType;
  /** `YYYY-MM-DD`. */
  scheduled_date: string;
  completed: boolean;
  completed_date: Date | null;
  assisted: boolean;
  created_at: Date;
  updated_at: Date;
}

const EventSchema = new Schema<EventDoc>(
  {
    _id: stringId,
    tradeline_uuid: { type: String, required: true },
    user_id: { type: String, required: true },
    slot: { type: Number, required: true, min: 0 },
    type: { type: String, enum: EVENT_TYPES, required: true },
    scheduled_date: { type: String, required: true },
    completed: { type: Boolean, required: true, default: false },
    completed_date: { type: Date, default: null },
    assisted: { type: Boolean, required: true, default: false },
  },
  withTimestamps,
);
EventSchema.index({ tradeline_uuid: 1, slot: 1 }, { unique: true });
EventSchema.index({ user_id: 1, scheduled_date: 1, slot: 1 });

export interface CallDoc {
  _id: string;
  user_id: string;
  tradeline_id: string;
  tradeline_name: string;
  /**
   * `requested` until the telephony provider or an admin takes it (`claimed`), then `placed` or
   * `failed`.
   */
  status: CallStatus;
  /** The admin who claimed the call, when, when it ended and the admin's note. */
  claimed_by_id: string | null;
  claimed_at: Date | null;
  resolved_at: Date | null;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

const CallSchema = new Schema<CallDoc>(
  {
    _id: stringId,
    user_id: { type: String, required: true, index: true },
    tradeline_id: { type: String, required: true },
    tradeline_name: { type: String, required: true },
    status: { type: String, enum: CALL_STATUSES, default: 'requested' },
    claimed_by_id: { type: String, default: null },
    claimed_at: { type: Date, default: null },
    resolved_at: { type: Date, default: null },
    note: { type: String, default: null },
  },
  withTimestamps,
);

export function timelineModels(connection: Connection) {
  return {
    Event: connection.model<EventDoc>('Event', EventSchema, 'events'),
    Call: connection.model<CallDoc>('Call', CallSchema, 'calls'),
  };
}
