import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, stepUid, type CalendarStep } from './ics';

const now = new Date('2026-11-24T06:45:00.000Z');
const steps: CalendarStep[] = [
  {
    id: '5eed05000000000000000004',
    date: '2026-11-14',
    summary: 'Chase: Give notice',
    description: 'Step 2 of 5; call, then write.\nKeep notes, always.',
  },
  {
    id: '5eed05000000000000000005',
    date: '2026-12-31',
    summary: 'Crédit Agricole, Société Générale; Ünïcödé name: First Negotiation ✓',
  },
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('the calendar file', () => {
  const text = buildCalendar(steps, { now, url: 'https://example.com/portal/take-action' });

  it('parses back with ical.js into one all-day event per step', () => {
    const events = parse(text);
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first!.uid).toBe(stepUid(steps[0]!.id));
    expect(first!.summary).toBe('Chase: Give notice');
    expect(first!.description).toBe('Step 2 of 5; call, then write.\nKeep notes, always.');
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe('2026-11-14');
    expect(first!.endDate.toString()).toBe('2026-11-15');
    // The year's last day ends on the next year's first.
    expect(second!.endDate.toString()).toBe('2027-01-01');
    expect(second!.summary).toBe(steps[1]!.summary);
  });

  it('keeps the UIDs stable across exports so a re-import updates the steps', () => {
    const later = buildCalendar(steps, { now: new Date('2026-12-01T00:00:00Z') });
    expect(parse(later).map((event) => event.uid)).toEqual(parse(text).map((event) => event.uid));
  });

  it('uses CRLF line endings and folds every line at 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('is a calendar with no events when nothing is pending', () => {
    expect(parse(buildCalendar([], { now }))).toEqual([]);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('never splits a multi-byte character and unfolds to the original', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
