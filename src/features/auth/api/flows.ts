/**
 * The sign-in and sign-up sequences: which calls run in which order, and which message of spec
 * section 8 a failure shows. Each ends with the session stored.
 */
import { detailOr, isApiError } from '@/shared/api/api-error';
import type { StoredUser } from '@/shared/session';
import {
  GOOGLE_ACCOUNT_EXISTS,
  GOOGLE_FAILED,
  GOOGLE_NO_EMAIL,
  GOOGLE_UNAVAILABLE,
  LOGIN_FAILED,
  SIGNUP_SUBMIT_FAILED,
} from '../model/messages';
import { emailFromIdToken } from '../model/id-token';
import type { SignupForm } from '../model/schemas';
import type { GoogleAuthResponse } from '../contract';
import {
  googleAuth,
  login,
  register,
  storeSession,
  submitSignupDetails,
  type PlanChoice,
} from './auth-requests';

/** A failure whose message is ready to show. */
export class AuthFlowError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'AuthFlowError';
  }
}

export function flowMessage(error: unknown, fallback: string): string {
  return error instanceof AuthFlowError ? error.message : fallback;
}

/** A 409, or a detail saying the account exists (spec section 4). */
export function isAccountExists(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || /exist/i.test(error.detail));
}

export async function signIn(username: string, password: string): Promise<StoredUser> {
  try {
    return storeSession(await login(username.trim(), password));
  } catch (error) {
    throw new AuthFlowError(detailOr(error, LOGIN_FAILED), { cause: error });
  }
}

/**
 * Registers with the saved plan, signs in and records the personal information. An account that
 * already exists (a retry after a half-finished attempt, or a returning visitor) is signed in
 * with the typed credentials instead.
 */
export async function completeSignup(form: SignupForm, plan: PlanChoice): Promise<StoredUser> {
  const email = form.email.trim();
  try {
    try {
      await register(email, form.password, plan);
    } catch (error) {
      if (!isAccountExists(error)) throw error;
    }
    const user = storeSession(await login(email, form.password));
    await submitSignupDetails(user.user_id, {
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      dob: form.dob,
    });
    return user;
  } catch (error) {
    throw new AuthFlowError(SIGNUP_SUBMIT_FAILED, { cause: error });
  }
}

/**
 * 503 or no answer: not available; 400: the server found no (verified) email in the token; 409:
 * a password account has this email and is not linked to Google; else failed.
 */
function googleFailure(error: unknown): AuthFlowError {
  const status = isApiError(error) ? error.status : -1;
  const message =
    status === 503 || status === 0
      ? GOOGLE_UNAVAILABLE
      : status === 400
        ? GOOGLE_NO_EMAIL
        : status === 409
          ? GOOGLE_ACCOUNT_EXISTS
          : GOOGLE_FAILED;
  return new AuthFlowError(message, { cause: error });
}

function requireEmail(idToken: string): void {
  if (!emailFromIdToken(idToken)) throw new AuthFlowError(GOOGLE_NO_EMAIL);
}

/** Signs in an existing account with a Google ID token. */
export async function googleSignIn(idToken: string): Promise<StoredUser> {
  requireEmail(idToken);
  let answer;
  try {
    answer = await googleAuth({ id_token: idToken, login_existing: true });
  } catch (error) {
    throw googleFailure(error);
  }
  if (!answer.success) throw new AuthFlowError(GOOGLE_FAILED);
  return toUser(answer);
}

function toUser(answer: GoogleAuthResponse): StoredUser {
  return storeSession({
    ...answer.user,
    role: answer.role,
    token: answer.token,
    expires_at: answer.expires_at,
  });
}

export interface GoogleSignupResult {
  user: StoredUser;
  /** False when the account existed and was signed in instead. */
  created: boolean;
}

/** Creates an account with a Google ID token and the saved plan, or signs in an existing one. */
export async function googleSignUp(idToken: string, plan: PlanChoice): Promise<GoogleSignupResult> {
  requireEmail(idToken);
  let answer;
  try {
    answer = await googleAuth({ id_token: idToken, ...plan });
  } catch (error) {
    if (!isAccountExists(error)) throw googleFailure(error);
    try {
      answer = await googleAuth({ id_token: idToken, login_existing: true });
    } catch (retryError) {
      throw new AuthFlowError(GOOGLE_ACCOUNT_EXISTS, { cause: retryError });
    }
    if (!answer.success) throw new AuthFlowError(GOOGLE_ACCOUNT_EXISTS);
    return { user: toUser(answer), created: false };
  }
  if (!answer.success) throw new AuthFlowError(GOOGLE_FAILED);
  return { user: toUser(answer), created: answer.created };
}
