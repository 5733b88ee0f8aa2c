/** A user record as sign-up stores it, for the storage suites that seed users straight into a store. */
import { signedUpAt, userKeys, type UserRecord } from '@/features/auth/records';

/** A signed-up user whose username is its email, with no password, plan or customer yet. */
export function storedUser(
  id: string,
  email: string,
  role: UserRecord['role'],
  createdAt: string,
): UserRecord {
  return {
    id,
    username: email,
    email,
    ...userKeys(email, email),
    password_hash: null,
    role,
    ...signedUpAt(createdAt),
    selected_plan: null,
    premium_features: [],
    phone_number: null,
    google_sub: null,
    stripe_customer_id: null,
  };
}
