/**
 * The user's time zone (docs/decisions.md AC-17): the one chosen in Account settings, else the
 * zone most of the profile's state lives in, else US Eastern time. Reminders, digests and the
 * instants the product shows use it; no user is ever shown "UTC".
 */
import type { UsStateCode } from './us-states';

/** The zones a US user picks from, west to east as a map reads the other way round. */
export const US_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern Time' },
  { zone: 'America/Chicago', label: 'Central Time' },
  { zone: 'America/Denver', label: 'Mountain Time' },
  { zone: 'America/Phoenix', label: 'Mountain Time (Arizona, no daylight saving)' },
  { zone: 'America/Los_Angeles', label: 'Pacific Time' },
  { zone: 'America/Anchorage', label: 'Alaska Time' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii Time' },
] as const;

/** With neither a chosen zone nor a state: the zone most Americans live in. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The zone where most of each state's people live. A state split between two zones takes the
 * zone of most of its people: Texas, Tennessee, Kansas, Nebraska and the Dakotas Central;
 * Florida, Kentucky, Indiana and Michigan Eastern; Idaho Mountain; Oregon Pacific. Source: the
 * zone boundaries of 49 CFR part 71 (U.S. Department of Transportation, Standard Time Zone
 * Boundaries). The user can choose another zone in Account settings.
 */
export const STATE_TIME_ZONES: Readonly<Record<UsStateCode, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Denver',
  IL: 'America/Chicago',
  IN: 'America/New_York',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/New_York',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/**
 * Whether the runtime knows the zone and it names a place (not UTC, GMT or an Etc/ offset).
 */
export function isPlaceZone(zone: string | null | undefined): zone is string {
  if (!zone || /^(UTC|GMT|Etc\/|Universal|Zulu)/i.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type TimeZoneSource = 'chosen' | 'state' | 'default';

/** The zone in use and where it came from. */
export function userTimeZone(
  chosen: string | null | undefined,
  state: UsStateCode | null | undefined,
): { zone: string; source: TimeZoneSource } {
  if (isPlaceZone(chosen)) return { zone: chosen, source: 'chosen' };
  if (state) return { zone: STATE_TIME_ZONES[state], source: 'state' };
  return { zone: DEFAULT_TIME_ZONE, source: 'default' };
}

/** 'Central Time', or for a zone outside the list its city: 'Paris time'. Never 'UTC'. */
export function timeZoneLabel(zone: string): string {
  const known = US_TIME_ZONES.find((item) => item.zone === zone);
  if (known) return known.label;
  const city = zone.split('/').pop()?.replace(/_/g, ' ');
  return isPlaceZone(zone) && city ? `${city} time` : 'Eastern Time';
}

/** The wall-clock time of an instant in an IANA time zone, zero-padded, hours 00 to 23. */
export function wallClock(
  instant: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
