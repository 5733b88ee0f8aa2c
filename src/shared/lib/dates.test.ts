import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDate, todayIn, utcDateOf } from './dates';

describe('calendar dates', () => {
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
});
