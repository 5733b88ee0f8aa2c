import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from './us-states';
import {
  DEFAULT_TIME_ZONE,
  STATE_TIME_ZONES,
  US_TIME_ZONES,
  isPlaceZone,
  timeZoneLabel,
  userTimeZone,
} from './time-zones';

describe("the user's time zone", () => {
  it('is the chosen one, else the state’s, else Eastern', () => {
    expect(userTimeZone('America/Denver', 'TX')).toEqual({
      zone: 'America/Denver',
      source: 'chosen',
    });
    expect(userTimeZone(null, 'TX')).toEqual({ zone: 'America/Chicago', source: 'state' });
    expect(userTimeZone(undefined, null)).toEqual({ zone: DEFAULT_TIME_ZONE, source: 'default' });
  });

  it('never takes UTC or an unknown zone as chosen', () => {
    expect(userTimeZone('UTC', 'CA').zone).toBe('America/Los_Angeles');
    expect(userTimeZone('Etc/GMT+5', null).zone).toBe(DEFAULT_TIME_ZONE);
    expect(userTimeZone('Mars/Olympus_Mons', 'HI').zone).toBe('Pacific/Honolulu');
    expect(isPlaceZone('Europe/Paris')).toBe(true);
  });

  it('maps every state and DC to a zone of the list the user picks from', () => {
    const listed = new Set<string>(US_TIME_ZONES.map((item) => item.zone));
    for (const code of US_STATE_CODES) expect(listed.has(STATE_TIME_ZONES[code])).toBe(true);
    expect(STATE_TIME_ZONES.AZ).toBe('America/Phoenix');
    expect(STATE_TIME_ZONES.FL).toBe('America/New_York');
  });

  it('names a zone in words, never UTC', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time');
    expect(timeZoneLabel('Europe/Paris')).toBe('Paris time');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(timeZoneLabel('UTC')).not.toMatch(/UTC/);
  });
});
