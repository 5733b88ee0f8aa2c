/** Users, their bearer-token sessions and the sign-up details of spec section 3. */
import { Schema, type Connection } from 'mongoose';
import {
  BASE_PLANS,
  PREMIUM_FEATURES,
  type BasePlan,
  type PremiumFeature,
} from '@/shared/lib/plans';
import { stringId, withTimestamps } from '../../platform/mongo';

export interface UserDoc {
  _id: string;
  username: string;
  /** Lower-cased username and email: the unique keys sign-in looks up. */
  username_key: string;
  email: string;
  email_key: string;
  /** argon2id; null for accounts made through Google. */
  password_hash: string | null;
  role: 'user' | 'admin';
  selected_plan: BasePlan | null;
  premium_features: PremiumFeature[];
  phone_number: string | null;
  google_sub: string | null;
  stripe_customer_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const UserSchema = new Schema<UserDoc>(
  {
    _id: stringId,
    username: { type: String, required: true },
    username_key: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    email_key: { type: String, required: true, unique: true },
    password_hash: { type: String, default: null },
    role: { type: String, enum: ['user', 'admin'], default: 'user', required: true },
    selected_plan: { type: String, enum: [...BASE_PLANS, null], default: null },
    premium_features: { type: [String], enum: PREMIUM_FEATURES, default: [] },
    phone_number: { type: String, default: null },
    google_sub: { type: String, default: null, index: true },
    stripe_customer_id: { type: String, default: null },
  },
  withTimestamps,
);
UserSchema.index({ created_at: -1 });

/**
 * A session is a bearer token, keyed by the token's SHA-256 (the token itself is never stored),
 * with a copy of who the caller is, so authenticating a request is one lookup by `_id`. A role
 * or email change updates the copies of that user's sessions.
 */
export interface SessionDoc {
  /** SHA-256 of the token, hex. */
  _id: string;
  user_id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SessionSchema = new Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    username: { type: String, required: true },
    email: { type: String, required: true },
    role: { type: String, enum: ['user', 'admin'], required: true },
    expires_at: { type: Date, required: true, index: true },
    revoked_at: { type: Date, default: null },
  },
  withTimestamps,
);

export interface SignupDetailsDoc {
  _id: string;
  user_account_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  agreed: boolean;
  created_at: Date;
  updated_at: Date;
}

const SignupDetailsSchema = new Schema<SignupDetailsDoc>(
  {
    _id: stringId,
    user_account_id: { type: String, required: true, unique: true },
    first_name: { type: String, required: true },
    last_name: { type: String, required: true },
    dob: { type: String, required: true },
    agreed: { type: Boolean, required: true },
  },
  withTimestamps,
);

export function authModels(connection: Connection) {
  return {
    User: connection.model<UserDoc>('User', UserSchema, 'users'),
    Session: connection.model<SessionDoc>('Session', SessionSchema, 'sessions'),
    SignupDetails: connection.model<SignupDetailsDoc>(
      'SignupDetails',
      SignupDetailsSchema,
      'signup_details',
    ),
  };
}

export { lookupKey } from '@/features/auth/service/auth';
