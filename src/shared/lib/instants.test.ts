import { afterEach, describe, expect, it } from 'vitest';
import { displayTimeZone, formatInstant, setDisplayTimeZone } from './dates';

afterEach(() => setDisplayTimeZone(undefined));

describe('instants on screen', () => {
  it("show in the user's zone once the portal has it", () => {
    setDisplayTimeZone('America/Chicago');
    // 14:00 UTC on Dec 2 is 08:00 in Chicago (CST).
    expect(formatInstant('2026-12-02T14:00:00.000Z', { hour: 'numeric', minute: '2-digit' })).toBe(
      '8:00 AM',
    );
    setDisplayTimeZone('Pacific/Honolulu');
    expect(formatInstant(new Date('2026-12-02T14:00:00.000Z'), { dateStyle: 'long' })).toBe(
      'December 2, 2026',
    );
    expect(formatInstant('2026-12-02T09:00:00.000Z', { dateStyle: 'long' })).toBe(
      'December 1, 2026',
    );
  });

  it("fall back to the browser's zone for a zone it does not know, and keep an unparsable text", () => {
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe('Mars/Olympus_Mons');
    const browser = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date('2026-12-02T12:00:00.000Z'),
    );
    expect(formatInstant('2026-12-02T12:00:00.000Z', { dateStyle: 'long' })).toBe(browser);
    setDisplayTimeZone(null);
    expect(displayTimeZone()).toBeUndefined();
    expect(formatInstant('not a date', { dateStyle: 'long' })).toBe('not a date');
  });
});
