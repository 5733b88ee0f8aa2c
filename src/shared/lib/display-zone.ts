/**
 * The time zone the instants on screen are shown in (docs/decisions.md AC-17): the signed-in
 * user's (set by the portal shell from the account's answer), else the browser's. One place
 * formats an instant, so no screen shows a time in another zone than the reminders use.
 */
import { isPlaceZone } from './time-zones';

let displayZone: string | undefined;

/** The portal shell sets the user's zone; undefined (signed out) goes back to the browser's. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  displayZone = isPlaceZone(zone) ? zone : undefined;
}

export function displayTimeZone(): string | undefined {
  return displayZone;
}

/** An instant (ISO text or a Date) in the display zone, 'en-US'; the text itself if unparsable. */
export function formatInstant(instant: string | Date, options: Intl.DateTimeFormatOptions): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(time)) return String(instant);
  return new Intl.DateTimeFormat('en-US', {
    ...options,
    ...(displayZone ? { timeZone: displayZone } : {}),
  }).format(time);
}
