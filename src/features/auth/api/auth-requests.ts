/** The account calls of spec section 7, each parsed with its contract. */
import { request } from '@/shared/api/http';
import type { BasePlan, PremiumFeature } from '@/shared/lib/plans';
import { saveStoredUser, type StoredUser } from '@/shared/session';
import { authEndpoints, type Session } from '../contract';

export interface PlanChoice {
  selected_plan: BasePlan | null;
  premium_features: PremiumFeature[];
}

export function login(username: string, password: string): Promise<Session> {
  return request(authEndpoints.login, { body: { username, password } });
}

export function register(email: string, password: string, plan: PlanChoice) {
  return request(authEndpoints.register, {
    body: { username: email, email, password, ...plan },
  });
}

export async function emailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await request(
    authEndpoints.checkAvailability,
    { query: { email } },
    signal ? { signal } : {},
  );
  return answer.email_exists;
}

export function googleAuth(
  body: { id_token: string } & Partial<PlanChoice> & {
      login_existing?: boolean;
    },
) {
  return request(authEndpoints.googleAuth, { body });
}

export function submitSignupDetails(
  userId: string,
  details: { first_name: string; last_name: string; dob: string },
) {
  return request(authEndpoints.submitSignupDetails, {
    query: { user_account_id: userId },
    body: { ...details, agreed: true },
  });
}

/** Revokes a token on the server; the caller clears local storage whatever the answer. */
export async function logout(token: string): Promise<void> {
  await request(authEndpoints.logout, {}, { token });
}

/** Keeps the six stored fields of a sign-in answer (spec section 3). */
export function storeSession(session: Session): StoredUser {
  return saveStoredUser(session);
}
