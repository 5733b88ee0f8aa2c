/**
 * Calendar dates as `YYYY-MM-DD` strings, computed in UTC so a date never shifts with the
 * machine's time zone. `todayIn` gives the local calendar date of an instant.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

function parse(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a calendar date: "${date}"`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Orders `YYYY-MM-DD` dates and ISO date-times of one format as text. Not `localeCompare`: its
 * first call builds an ICU collator, a long task on a phone (My Home's first render).
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && format(parse(value)) === value;
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const start = parse(date);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return format(target);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);
}

/** The local calendar date of an instant (the user's "today"). */
export function todayIn(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * The latest calendar date anywhere at this instant (UTC+14, the Line Islands). A service does
 * not know where its caller stands: a date after this one is in the future for everyone, so it
 * is the bound a service checks "not in the future" against, whatever zone its process runs in.
 */
export function latestToday(now: Date): string {
  return utcDateOf(new Date(now.getTime() + 14 * HOUR_MS));
}

/** The calendar date part of an ISO date-time, in UTC. */
export function utcDateOf(instant: Date | string): string {
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);
}

/** The Monday (UTC) of the week a calendar date, or an ISO date-time's UTC date, falls in. */
export function mondayOf(value: string): string {
  const date = value.length === 10 ? value : utcDateOf(value);
  return addDays(date, -((parse(date).getUTCDay() + 6) % 7));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Dec 3, 2026' for a `YYYY-MM-DD` date, or for the UTC date of an ISO date-time, so the day
 * never shifts with the time zone. Written out rather than with `Intl.DateTimeFormat`, whose
 * first use loads ICU's calendar data on the main thread while My Home renders.
 */
export function formatCalendarDate(value: string): string {
  const date = value.length === 10 ? value : utcDateOf(value);
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/*
 * The time zone the instants on screen are shown in (docs/decisions.md AC-17): the signed-in
 * user's (set by the portal shell from the account's answer), else the browser's. One place
 * formats an instant, so no screen shows a time in another zone than the reminders use. Here,
 * beside the calendar dates the first screen loads anyway, rather than in a chunk of its own.
 */
let displayZone: string | undefined;

/**
 * The portal shell sets the user's zone (the server answers a place's zone, never UTC: AC-17);
 * undefined (signed out) goes back to the browser's.
 */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  displayZone = zone ?? undefined;
}

export function displayTimeZone(): string | undefined {
  return displayZone;
}

/** An instant (ISO text or a Date) in the display zone, 'en-US'; the text itself if unparsable. */
export function formatInstant(instant: string | Date, options: Intl.DateTimeFormatOptions): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(time)) return String(instant);
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: displayZone }).format(time);
  } catch {
    // A zone this browser does not know: its own.
    return new Intl.DateTimeFormat('en-US', options).format(time);
  }
}
