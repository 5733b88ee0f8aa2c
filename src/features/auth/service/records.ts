/** The stored records of accounts: users, their bearer tokens and sign-up details. */
import { z } from 'zod';
import { DateSchema, DateTimeSchema } from '@/shared/api/schemas';
import { ObjectIdSchema } from '@/shared/store/ids';
import { BasePlanSchema, PremiumFeatureSchema, RoleSchema } from '../contract';

export const UserRecordSchema = z.object({
  id: ObjectIdSchema,
  username: z.string(),
  email: z.string(),
  /**
   * The plain password of a seed persona. The server hashes it (argon2id) when it seeds; the
   * mock compares it as is. Accounts created through Google have none.
   */
  password: z.string().nullable(),
  role: RoleSchema,
  created_at: DateTimeSchema,
  selected_plan: BasePlanSchema.nullable(),
  premium_features: z.array(PremiumFeatureSchema),
  phone_number: z.string().nullable(),
  /** The Google account's subject, when the account signed up through Google. */
  google_sub: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** Bearer tokens; the server stores a hash, the mock the token itself. */
export const TokenRecordSchema = z.object({
  token: z.string(),
  user_id: ObjectIdSchema,
  expires_at: DateTimeSchema,
  revoked: z.boolean(),
});
export type TokenRecord = z.infer<typeof TokenRecordSchema>;

export const SignupDetailsRecordSchema = z.object({
  user_account_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  dob: DateSchema,
  agreed: z.boolean(),
  created_at: DateTimeSchema,
});
export type SignupDetailsRecord = z.infer<typeof SignupDetailsRecordSchema>;
