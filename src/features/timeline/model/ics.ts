/**
 * An iCalendar file (RFC 5545) of the pending steps: one all-day VEVENT per step. Each UID comes
 * from the event's id, so importing a newer export updates the steps already in a calendar
 * instead of adding copies. Loaded on demand by 'Add to calendar', never on the first screen.
 */
import { addDays } from '@/shared/lib/dates';

export interface CalendarStep {
  /** The event's id: the source of the stable UID. */
  id: string;
  /** `YYYY-MM-DD`, the step's scheduled date. */
  date: string;
  summary: string;
  description?: string;
}

export interface CalendarOptions {
  /** The export time (DTSTAMP). */
  now: Date;
  /** The page the steps are managed on, added to each event as its URL. */
  url?: string;
  calendarName?: string;
}

/** The UID domain; with the event id it names a step for good. */
export const UID_DOMAIN = 'selfsettle.app';
export const PRODUCT_ID = '-//SelfSettle//Take action//EN';
const MAX_LINE_OCTETS = 75;

/** TEXT escaping of RFC 5545 section 3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): continuation lines start with one
 * space, which counts towards their 75; a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const basicDate = (date: string) => date.replace(/-/g, '');

/** `20261124T064500Z`: a UTC date-time in the basic format. */
function basicDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function stepUid(id: string): string {
  return `step-${id}@${UID_DOMAIN}`;
}

/** The whole file, CRLF line endings, ready to download as `text/calendar`. */
export function buildCalendar(steps: readonly CalendarStep[], options: CalendarOptions): string {
  const stamp = basicDateTime(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.calendarName) lines.push(`X-WR-CALNAME:${escapeText(options.calendarName)}`);
  for (const step of steps) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stepUid(step.id)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(step.date)}`,
      // All-day: the end date is exclusive, so a one-day event ends the next day.
      `DTEND;VALUE=DATE:${basicDate(addDays(step.date, 1))}`,
      `SUMMARY:${escapeText(step.summary)}`,
    );
    if (step.description) lines.push(`DESCRIPTION:${escapeText(step.description)}`);
    if (options.url) lines.push(`URL:${options.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
