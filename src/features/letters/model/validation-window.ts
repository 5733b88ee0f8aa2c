/**
 * The validation period (12 CFR 1006.34(b)(5)): it ends 30 days after the consumer receives the
 * validation notice. A collector may assume receipt on any date at least five days after it
 * provided the notice, not counting Saturdays, Sundays and the legal public holidays of
 * 5 U.S.C. 6103(a). A dispute sent within the period makes the collector stop collecting until
 * it has sent verification (12 CFR 1006.38(d)(2)).
 *
 * The window shown is the earlier of the two ends: 30 days after the date the user logged the
 * notice as received, and 30 days after the receipt the collector may assume from the date it
 * was sent (when the user knows it). A collector may hold the user to the earlier one.
 */
import { addDays, compareIso, daysBetween } from '@/shared/lib/dates';

export const VALIDATION_PERIOD_DAYS = 30;
export const ASSUMED_RECEIPT_BUSINESS_DAYS = 5;

export const PAUSE_TEXT = 'Collection must pause until the collector sends verification';

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; `nth` -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDate.getUTCDate() - back);
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in a year, on their own dates (the rule names
 * the holidays, not the days off observed in their place).
 */
export function federalHolidays(year: number): string[] {
  return [
    iso(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    iso(year, 6, 19), // Juneteenth National Independence Day
    iso(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    iso(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    iso(year, 12, 25), // Christmas Day
  ];
}

function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !federalHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The date `days` business days after `date`. */
export function addBusinessDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * When a letter the user sent counts as received: the date they give (a certified mail's
 * receipt, tracking), else the receipt assumed five business days after sending, as Regulation
 * F lets a collector assume of its own notice (12 CFR 1006.34(b)(5)).
 */
export function letterReceipt(letter: { sent_date: string; received_date?: string | null }): {
  date: string;
  assumed: boolean;
} {
  return letter.received_date
    ? { date: letter.received_date, assumed: false }
    : { date: addBusinessDays(letter.sent_date, ASSUMED_RECEIPT_BUSINESS_DAYS), assumed: true };
}

export interface ValidationWindow {
  /** The date the user received the notice. */
  received_date: string;
  /** The date the collector sent it, when known. */
  sent_date: string | null;
  /** The receipt a collector may assume: five business days after sending. */
  assumed_receipt: string | null;
  /** The last day of the validation period: a dispute sent on it is in time. */
  ends: string;
}

export function validationWindow(notice: {
  received_date: string;
  sent_date: string | null;
}): ValidationWindow {
  const assumed =
    notice.sent_date === null
      ? null
      : addBusinessDays(notice.sent_date, ASSUMED_RECEIPT_BUSINESS_DAYS);
  const receipt =
    assumed !== null && compareIso(assumed, notice.received_date) < 0
      ? assumed
      : notice.received_date;
  return {
    received_date: notice.received_date,
    sent_date: notice.sent_date,
    assumed_receipt: assumed,
    ends: addDays(receipt, VALIDATION_PERIOD_DAYS),
  };
}

/** Whether a dispute sent on `sentOn` is within the window (day 30 is; day 31 is not). */
export function disputeInTime(window: Pick<ValidationWindow, 'ends'>, sentOn: string): boolean {
  return compareIso(sentOn, window.ends) <= 0;
}

export type WindowState =
  | { state: 'open'; days_left: number }
  | { state: 'missed'; days_late: number }
  | { state: 'disputed'; disputed_on: string }
  | { state: 'disputed_late'; disputed_on: string };

/**
 * Where the window stands today, given the dates the user sent a dispute ('dispute it and prove
 * it' letters): the first dispute in time pauses collection.
 */
export function windowState(
  window: Pick<ValidationWindow, 'ends'>,
  disputesSent: readonly string[],
  today: string,
): WindowState {
  const sorted = [...disputesSent].sort(compareIso);
  const inTime = sorted.find((date) => disputeInTime(window, date));
  if (inTime) return { state: 'disputed', disputed_on: inTime };
  const late = sorted[0];
  if (late) return { state: 'disputed_late', disputed_on: late };
  const left = daysBetween(today, window.ends);
  return left >= 0 ? { state: 'open', days_left: left } : { state: 'missed', days_late: -left };
}

/**
 * Where a debt's window stands today, from the window the letters API answers (its end and the
 * dispute it counts: the first in time, else the first late one).
 */
export function windowStateOf(
  window: { ends: string; disputed_on: string | null },
  today: string,
): WindowState {
  return windowState(window, window.disputed_on === null ? [] : [window.disputed_on], today);
}

/** What a window's state says in a line (the letters section's badge, the debt's timeline). */
export function windowStateText(state: WindowState): string {
  switch (state.state) {
    case 'open':
      if (state.days_left === 0) return 'Last day to dispute: today';
      return state.days_left === 1
        ? '1 day left to dispute'
        : `${state.days_left} days left to dispute`;
    case 'missed':
      return 'No dispute sent in time';
    case 'disputed':
      return 'Disputed in time: collection paused';
    case 'disputed_late':
      return 'Disputed after the deadline';
  }
}

export const DEADLINE_LABEL = 'Dispute deadline';

/** A debt's dispute deadline as a dated item of its action timeline (issue 28). */
export interface DisputeDeadline {
  /** The window's last day: a dispute sent on it is in time. */
  date: string;
  label: typeof DEADLINE_LABEL;
  /** What the timeline says of it today. */
  status: string;
  /** A dispute was sent (in time or not). */
  answered: boolean;
  /** Days since the deadline passed with no dispute sent; 0 while it has not. */
  days_late: number;
}

export function disputeDeadline(
  window: { ends: string; disputed_on: string | null },
  today: string,
): DisputeDeadline {
  const state = windowStateOf(window, today);
  return {
    date: window.ends,
    label: DEADLINE_LABEL,
    status: windowStateText(state),
    answered: state.state === 'disputed' || state.state === 'disputed_late',
    days_late: state.state === 'missed' ? state.days_late : 0,
  };
}
