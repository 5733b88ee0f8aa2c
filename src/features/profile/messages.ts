/** The profile area's texts (spec sections 2.3 and 8; decisions "Portal: My Home"). */
import { detailOr } from '@/shared/api';

export { EMAIL_INVALID, EMAIL_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from './model/contact-form';

export const EXPENSES_SAVE_FAILED = 'Could not save expenses. Please try again.';
export const PROFILE_CREATE_FAILED = 'Could not create financial profile. Please try again.';
/** The spec only logs an income failure; the modal also says so (decision 2). */
export const INCOME_SAVE_FAILED = 'Could not save income. Please try again.';
export const CONTACT_SAVE_FAILED = 'Could not save your contact details. Please try again.';
export const ADD_PHONE = 'Add phone';
export const PROFILE_LOAD_FAILED = 'Could not load your financial profile. Please try again.';
export const ACCOUNT_LOAD_FAILED = 'Could not load your contact details. Please try again.';

/** 'Error: {detail}' when the server gives a detail, else the fallback (spec section 8). */
export function expensesSaveError(error: unknown): string {
  const detail = detailOr(error, '');
  return detail ? `Error: ${detail}` : EXPENSES_SAVE_FAILED;
}

/** 'Error creating profile: {detail}' or the fallback (spec section 8). */
export function profileCreateError(error: unknown): string {
  const detail = detailOr(error, '');
  return detail ? `Error creating profile: ${detail}` : PROFILE_CREATE_FAILED;
}

export function incomeSaveError(error: unknown): string {
  return detailOr(error, INCOME_SAVE_FAILED);
}

export function contactSaveError(error: unknown): string {
  return detailOr(error, CONTACT_SAVE_FAILED);
}
