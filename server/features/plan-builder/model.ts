/** Interest submissions from the pre-launch form. */
import { Schema, type Connection } from 'mongoose';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface InterestDoc {
  _id: string;
  email: string;
  /** The plan selection as the JSON string the client sent. */
  plan: string;
  created_at: Date;
  updated_at: Date;
}

const InterestSchema = new Schema<InterestDoc>(
  {
    _id: stringId,
    email: { type: String, required: true, index: true },
    plan: { type: String, required: true },
  },
  withTimestamps,
);

export function planBuilderModels(connection: Connection) {
  return {
    Interest: connection.model<InterestDoc>('Interest', InterestSchema, 'interest_submissions'),
  };
}
