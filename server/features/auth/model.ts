/** Users, their bearer-token sessions (keyed by the token's SHA-256) and sign-up details. */
import type { Connection } from 'mongoose';
import {
  SessionRecordSchema,
  SignupDetailsRecordSchema,
  UserRecordSchema,
} from '@/features/auth/records';
import { recordSchema } from '../../platform/schema';

const UserSchema = recordSchema(UserRecordSchema, {
  fields: {
    // Lower-cased (auth's `lookupKey`): the admin search's `$contains` needs no `i` flag. Unique
    // by the collection registry.
    username_key: { lowercase: true },
    email_key: { lowercase: true },
    // The analytics count admins and each week's sign-ups by equality, the admin search looks
    // at the users holding a piece of its text (SV-34).
    role: { default: 'user', index: true },
    signup_week: { index: true },
    search_grams: { index: true },
    google_sub: { index: true },
  },
});
UserSchema.index({ created_at: -1 });

const SessionSchema = recordSchema(SessionRecordSchema, {
  id: 'given',
  fields: { user_id: { index: true }, expires_at: { index: true } },
});

const SignupDetailsSchema = recordSchema(SignupDetailsRecordSchema);

export function authModels(connection: Connection) {
  return {
    User: connection.model('User', UserSchema, 'users'),
    Session: connection.model('Session', SessionSchema, 'sessions'),
    SignupDetails: connection.model('SignupDetails', SignupDetailsSchema, 'signup_details'),
  };
}
