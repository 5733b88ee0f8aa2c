/**
 * When a step reminder is due (issue 29, point 5): the day before a pending step's date, in the
 * user's time zone, from 08:00 there. docs/decisions.md, Accounts (step reminders).
 */
import { addDays } from '@/shared/lib/dates';
import type { EmailPreferences } from '../contract';

/** Every kind of email is on until the user saves preferences (docs/decisions.md AC-12). */
export const DEFAULT_PREFERENCES: EmailPreferences = {
  step_reminders: true,
  past_due_alerts: true,
  weekly_digest: true,
};

/** A reminder goes out from this local hour of the day before the step. */
export const REMINDER_FROM_HOUR = 8;

/** How long a reminder's unsubscribe link works: a year. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/** The time zone reminders are timed in: the saved one when the runtime knows it, else UTC. */
export function reminderZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local calendar date (`YYYY-MM-DD`) and hour (0-23) of an instant in a time zone. */
export function localDateAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
  };
}

/**
 * The date whose steps are reminded of now in `timeZone` (tomorrow there), or null before
 * 08:00 there.
 */
export function reminderDateAt(now: Date, timeZone: string | null | undefined): string | null {
  const { date, hour } = localDateAndHour(now, reminderZone(timeZone));
  return hour < REMINDER_FROM_HOUR ? null : addDays(date, 1);
}

/**
 * The UTC calendar dates that are "tomorrow" somewhere at `now` (time zones run from UTC-12 to
 * UTC+14): the steps the job reads.
 */
export function reminderDateRange(now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: today, to: addDays(today, 2) };
}

/** The claim's unique id: one reminder per user, step and date (a moved step is reminded again). */
export function reminderId(userId: string, eventId: string, date: string): string {
  return `due-tomorrow:${userId}:${eventId}:${date}`;
}
