/**
 * When each reminder email is due (issue 29, point 5), in the user's time zone, from 08:00
 * there: a step reminder the day before a pending step's date, a past-due alert the day after
 * (the step's date has passed and it is still pending), and the digest on Monday, listing the
 * week's pending steps (Monday to Sunday) and the past-due ones. docs/decisions.md, AC-15.
 */
import { addDays, compareIso } from '@/shared/lib/dates';
import { wallClock } from '@/shared/lib/time-zones';
import type { EmailPreferences } from '../contract';

/** Every kind of email is on until the user saves preferences (docs/decisions.md AC-12). */
export const DEFAULT_PREFERENCES: EmailPreferences = {
  step_reminders: true,
  past_due_alerts: true,
  weekly_digest: true,
};

/** The kinds of reminder email: each has its preference, its claim and its unsubscribe link. */
export const REMINDER_KINDS = ['due-tomorrow', 'past-due', 'digest'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Each kind of reminder and the preference that turns it on and off. */
export const REMINDER_PREFERENCE: Record<ReminderKind, keyof EmailPreferences> = {
  'due-tomorrow': 'step_reminders',
  'past-due': 'past_due_alerts',
  digest: 'weekly_digest',
};

/**
 * The purpose of each kind's one-click unsubscribe link: the link turns off the kind of the
 * email it came in (`unsubscribe`, the first, stays the step reminders' so sent links keep
 * their meaning).
 */
export const UNSUBSCRIBE_PURPOSE = {
  'due-tomorrow': 'unsubscribe',
  'past-due': 'unsubscribe-past-due',
  digest: 'unsubscribe-digest',
} as const satisfies Record<ReminderKind, string>;

/** The kind whose link a token of `purpose` is, or null for any other link. */
export function unsubscribeKind(purpose: string): ReminderKind | null {
  const kinds = Object.keys(UNSUBSCRIBE_PURPOSE) as ReminderKind[];
  return kinds.find((kind) => UNSUBSCRIBE_PURPOSE[kind] === purpose) ?? null;
}

/** A reminder goes out from this local hour of its day. */
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
  const { year, month, day, hour } = wallClock(now, timeZone);
  return { date: `${year}-${month}-${day}`, hour: Number(hour) };
}

const isMonday = (date: string) => new Date(`${date}T00:00:00.000Z`).getUTCDay() === 1;

/** The Monday of a date's week (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The dates that matter now in `timeZone`, or null before 08:00 there: steps of `tomorrow` get
 * their reminder, steps of `yesterday` became past due (today is the first day they are), and
 * on a Monday (`monday` set) the digest covers `monday` to `sunday`.
 */
export interface ReminderDay {
  today: string;
  tomorrow: string;
  yesterday: string;
  /** Today on a Monday, else null. */
  monday: string | null;
  sunday: string | null;
}

export function reminderDayAt(now: Date, timeZone: string | null | undefined): ReminderDay | null {
  const { date, hour } = localDateAndHour(now, reminderZone(timeZone));
  if (hour < REMINDER_FROM_HOUR) return null;
  const monday = isMonday(date) ? date : null;
  return {
    today: date,
    tomorrow: addDays(date, 1),
    yesterday: addDays(date, -1),
    monday,
    sunday: monday && addDays(monday, 6),
  };
}

/**
 * The date whose steps are reminded of now in `timeZone` (tomorrow there), or null before
 * 08:00 there.
 */
export function reminderDateAt(now: Date, timeZone: string | null | undefined): string | null {
  return reminderDayAt(now, timeZone)?.tomorrow ?? null;
}

const HOUR_MS = 3_600_000;

/**
 * Whether it is Monday from 08:00 somewhere on Earth (local clocks run from UTC-12 to UTC+14):
 * from Sunday 18:00 to Tuesday 12:00 UTC. Checking each whole hour of the span is exact, as the
 * span's two ends are among them and the Monday window is longer than an hour.
 */
export function digestDaySomewhere(now: Date): boolean {
  for (let offset = -12; offset <= 14; offset += 1) {
    const local = new Date(now.getTime() + offset * HOUR_MS);
    if (local.getUTCDay() === 1 && local.getUTCHours() >= REMINDER_FROM_HOUR) return true;
  }
  return false;
}

/**
 * The step dates (UTC calendar dates) the job reads now: from two days back (yesterday
 * somewhere) to two days ahead (tomorrow somewhere); while it is Monday somewhere, every
 * pending step up to a week ahead, past-due ones of any date included (the digest lists them).
 * `from` is null when there is no lower bound.
 */
export function reminderDateRange(now: Date): { from: string | null; to: string } {
  const today = now.toISOString().slice(0, 10);
  return digestDaySomewhere(now)
    ? { from: null, to: addDays(today, 7) }
    : { from: addDays(today, -2), to: addDays(today, 2) };
}

/** The claim's unique id: one step reminder per user, step and date (a moved step is reminded again). */
export function reminderId(userId: string, eventId: string, date: string): string {
  return `due-tomorrow:${userId}:${eventId}:${date}`;
}

/** The claim's unique id of a past-due alert: one per user, step and date. */
export function pastDueId(userId: string, eventId: string, date: string): string {
  return `past-due:${userId}:${eventId}:${date}`;
}

/** The claim's unique id of a digest: one per user and week (its Monday). */
export function digestId(userId: string, monday: string): string {
  return `digest:${userId}:${monday}`;
}

/** What a reminder needs of a pending step. */
export interface PendingStep {
  id: string;
  scheduled_date: string;
}

/** A reminder due now: its kind, the claim's id, and the steps it is about. */
export interface DueReminder<S extends PendingStep> {
  kind: ReminderKind;
  id: string;
  /** The step reminder's and the alert's one step; the digest's steps, by date. */
  steps: S[];
  /** The digest's week (`monday` to `sunday`, in the user's zone). */
  week?: { monday: string; sunday: string };
}

/**
 * The reminders due now for one user (a verified address: the caller checks) with the given
 * preferences, from their pending steps: one per step due tomorrow, one per step that became
 * past due today, and on Monday one digest of the week's steps and the past-due ones, none
 * when there are no such steps (nothing to say).
 */
export function remindersDue<S extends PendingStep>(
  user: {
    id: string;
    email_preferences?: EmailPreferences | null;
    time_zone?: string | null;
  },
  pending: readonly S[],
  now: Date,
): DueReminder<S>[] {
  const day = reminderDayAt(now, user.time_zone);
  if (!day) return [];
  const wants = user.email_preferences ?? DEFAULT_PREFERENCES;
  const due: DueReminder<S>[] = [];
  for (const step of pending) {
    if (wants.step_reminders && step.scheduled_date === day.tomorrow)
      due.push({
        kind: 'due-tomorrow',
        id: reminderId(user.id, step.id, step.scheduled_date),
        steps: [step],
      });
    if (wants.past_due_alerts && step.scheduled_date === day.yesterday)
      due.push({
        kind: 'past-due',
        id: pastDueId(user.id, step.id, step.scheduled_date),
        steps: [step],
      });
  }
  if (wants.weekly_digest && day.monday && day.sunday) {
    const sunday = day.sunday;
    const steps = pending
      .filter((step) => step.scheduled_date <= sunday)
      .sort((a, b) => compareIso(a.scheduled_date, b.scheduled_date));
    if (steps.length > 0)
      due.push({
        kind: 'digest',
        id: digestId(user.id, day.monday),
        steps,
        week: { monday: day.monday, sunday },
      });
  }
  return due;
}
