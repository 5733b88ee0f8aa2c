/**
 * Why logging a payment on a debt asks first (issue 28). A dispute sent within the validation
 * period makes the collector stop collecting until it sends verification (12 CFR 1006.34(b)(5),
 * 1006.38(d)(2)), so a payment then pays a debt not yet verified; and a payment on a debt
 * possibly time-barred, or within six months of it, can restart the time to sue in many states.
 * Both are general information, not legal advice, and the user decides.
 */
import { compareIso, formatCalendarDate } from '@/shared/lib/dates';
import {
  needsRestartWarning,
  RESTART_WARNING,
  TIME_BARRED_TEXT,
  VERIFY_TEXT,
  type LimitationEstimate,
} from './limitations';
import { PAUSE_TEXT, windowStateOf } from './validation-window';

export interface PaymentReason {
  rule: 'dispute_pause' | 'limitations';
  title: string;
  text: string;
  /** Where the fact comes from: the regulation, or the state's statute. */
  source: string;
}

export const PAYMENT_CONFIRM_TITLE = 'Before you log this payment';
export const DISPUTE_PAUSE_SOURCE = '12 CFR 1006.34(b)(5) and 1006.38(d)(2)';

export function paymentReasons({
  window,
  estimate,
  today,
}: {
  /** The debt's dispute window, as the letters API answers it; null without a notice. */
  window: { ends: string; disputed_on: string | null; paused_until?: string | null } | null;
  estimate: LimitationEstimate | null;
  today: string;
}): PaymentReason[] {
  const reasons: PaymentReason[] = [];
  const state = window ? windowStateOf(window, today) : null;
  // Once the collector's verification has arrived, the pause is over.
  const until = window?.paused_until ?? null;
  const verified = until !== null && compareIso(until, today) <= 0;
  if (state?.state === 'disputed' && !verified) {
    reasons.push({
      rule: 'dispute_pause',
      title: PAUSE_TEXT,
      text:
        `You disputed this debt on ${formatCalendarDate(state.disputed_on)}, within the ` +
        'validation period. Until the collector sends you verification, it must stop ' +
        'collecting, so a payment now pays a debt it has not yet verified.',
      source: DISPUTE_PAUSE_SOURCE,
    });
  }
  if (estimate && needsRestartWarning(estimate)) {
    const barred = estimate.status === 'time_barred';
    reasons.push({
      rule: 'limitations',
      title: barred ? TIME_BARRED_TEXT : 'Near the time limit to sue',
      text:
        `${RESTART_WARNING} By our estimate the time to sue on it ${barred ? 'ended' : 'ends'} ` +
        `on ${formatCalendarDate(estimate.ends)} in ${estimate.state.name}. ${VERIFY_TEXT}.`,
      source: estimate.state.source,
    });
  }
  return reasons;
}

/** A last payment date later than the one saved (or the first one given) logs a new payment. */
export function isNewPayment(saved: string | null, entered: string | null): boolean {
  return entered !== null && entered !== '' && (saved === null || compareIso(entered, saved) > 0);
}
