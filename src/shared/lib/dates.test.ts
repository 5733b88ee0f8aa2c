import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIso,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  latestToday,
  mondayOf,
  todayIn,
  utcDateOf,
} from './dates';

describe('calendar dates', () => {
  it('bounds "not in the future" by the latest date on Earth, whatever zone the process runs in', () => {
    // A leap-day evening in Los Angeles: already March 1 in UTC, and later still at UTC+14.
    expect(latestToday(new Date('2028-03-01T02:30:00Z'))).toBe('2028-03-01');
    // Just after midnight UTC, Kiribati is at 14:00 the same day; ten hours later it is tomorrow.
    expect(latestToday(new Date('2026-12-02T00:06:00Z'))).toBe('2026-12-02');
    expect(latestToday(new Date('2026-12-02T10:00:00Z'))).toBe('2026-12-03');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, clamping to the last day of short months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-01', '2026-12-01')).toBe(30);
    expect(daysBetween('2026-12-01', '2026-11-01')).toBe(-30);
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('reads the local and UTC date of an instant', () => {
    expect(todayIn(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(utcDateOf('2026-11-22T23:30:00.000Z')).toBe('2026-11-22');
  });

  it('writes a date as "Dec 3, 2026", as Intl.DateTimeFormat en-US does in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 13)) {
      expect(formatCalendarDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(formatCalendarDate('2026-12-03')).toBe('Dec 3, 2026');
    // A date-time is its UTC date, whatever the offset it was written with.
    expect(formatCalendarDate('2026-12-03T23:30:00-05:00')).toBe('Dec 4, 2026');
    expect(formatCalendarDate('2026-12-03T10:00:00.000Z')).toBe('Dec 3, 2026');
  });

  it('orders calendar dates and UTC date-times as text', () => {
    const dates = ['2027-01-02', '2026-12-31', '2026-02-01', '2026-12-31'];
    expect([...dates].sort(compareIso)).toEqual([
      '2026-02-01',
      '2026-12-31',
      '2026-12-31',
      '2027-01-02',
    ]);
    expect(compareIso('2026-12-03T09:00:00.000Z', '2026-12-03T10:00:00.000Z')).toBe(-1);
    expect(compareIso('2026-12-03', '2026-12-03')).toBe(0);
  });
});

describe('mondayOf', () => {
  it('gives the Monday (UTC) of the week a date or an instant falls in', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29T23:59:59.999Z')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-30');
    expect(mondayOf('2026-01-01T12:00:00.000Z')).toBe('2025-12-29'); // across a year
  });
});
