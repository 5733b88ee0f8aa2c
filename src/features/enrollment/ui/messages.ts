/** The enrollment screen's texts: spec section 8 word for word, and the ones it leaves open. */
import { formatInstant } from '@/shared/lib/dates';
export const MESSAGES = {
  loadFailed: 'Could not load enrollment data.',
  saveFailed: 'Could not save changes. Please try again.',
  saved: 'Changes saved successfully!',
  noActiveSubscription: 'No active subscription to cancel',
  createFailed: 'Failed to create subscription',
  cancelFailed: 'Failed to cancel subscription',
  setupFailed: 'Failed to start payment setup',
  addFailed: 'Failed to add payment method',
  setDefaultFailed: 'Failed to set default payment method',
  deleteFailed: 'Failed to delete payment method',
} as const;

/** 'Changes saved successfully!' shows for 2 s (spec section 9). */
export const SAVED_MESSAGE_MS = 2_000;

/** 'December 12, 2026', in the user's time zone (AC-17). */
export function formatBillingDate(iso: string): string {
  return formatInstant(iso, { dateStyle: 'long' });
}
