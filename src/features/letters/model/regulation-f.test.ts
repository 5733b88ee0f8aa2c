import { describe, expect, it } from 'vitest';
import {
  contactFlags,
  coverageOf,
  formatLocalTime,
  isInconvenientTime,
  isTimeZone,
  localDateTime,
  type ContactMethod,
  type FlagContext,
  type LoggedContact,
} from './regulation-f';

const agency: FlagContext = { holder: 'collection_agency', stop_letter_received: null };

let next = 0;
const contact = (
  occurred_at: string,
  method: ContactMethod = 'voicemail',
  allowed_notice = false,
): LoggedContact => ({
  id: `c${String(++next).padStart(3, '0')}`,
  occurred_at,
  method,
  allowed_notice,
});

/** `count` voicemails at noon, one a day from `first` (or several a day with `perDay`). */
function voicemails(first: number, count: number, perDay = 1): LoggedContact[] {
  return Array.from({ length: count }, (_, index) => {
    const day = first + Math.floor(index / perDay);
    const hour = 10 + (index % perDay);
    return contact(`2026-11-${String(day).padStart(2, '0')}T${hour}:00`);
  });
}

const flagged = (contacts: LoggedContact[], context = agency) => {
  const flags = contactFlags(contacts, context);
  return contacts.filter((c) => flags.has(c.id)).map((c) => [c.occurred_at, flags.get(c.id)]);
};

describe('12 CFR 1006.14(b)(2)(i): more than seven calls within seven days', () => {
  it.each([
    { calls: 7, days: 7, expected: 0 },
    { calls: 8, days: 7, expected: 1 },
    { calls: 8, days: 8, expected: 0 },
    { calls: 9, days: 7, expected: 2 },
  ])('$calls call attempts over $days days flag $expected', ({ calls, days, expected }) => {
    // Spread `calls` attempts over exactly `days` calendar days, the last days taking two.
    const contacts = Array.from({ length: calls }, (_, index) => {
      const day = 1 + Math.min(index, days - 1);
      return contact(
        `2026-11-${String(day).padStart(2, '0')}T${String(9 + index).padStart(2, '0')}:00`,
      );
    });
    const flags = contactFlags(contacts, agency);
    const frequency = contacts.filter((c) => flags.get(c.id)?.includes('call_frequency'));
    expect(frequency).toHaveLength(expected);
  });

  it('flags the eighth attempt, not the seven before it', () => {
    const contacts = voicemails(1, 8);
    contacts[7] = contact('2026-11-07T15:00');
    expect(flagged(contacts)).toEqual([['2026-11-07T15:00', ['call_frequency']]]);
  });

  it('counts voicemails and calls alike, but not texts, emails or letters', () => {
    const contacts = [
      ...voicemails(1, 7),
      contact('2026-11-07T12:00', 'text'),
      contact('2026-11-07T12:30', 'email'),
      contact('2026-11-07T13:00', 'letter'),
    ];
    expect(flagged(contacts)).toEqual([]);
  });
});

describe('12 CFR 1006.14(b)(2)(ii): a call within seven days after a conversation', () => {
  it.each([
    { day: '2026-11-01T16:00', flagged: true, label: 'later the same day (day 1)' },
    { day: '2026-11-07T12:00', flagged: true, label: 'on day 7' },
    { day: '2026-11-08T12:00', flagged: false, label: 'on day 8' },
  ])('a call $label is flagged: $flagged', ({ day, flagged: expected }) => {
    const talk = contact('2026-11-01T10:00', 'call');
    const later = contact(day, 'voicemail');
    const flags = contactFlags([talk, later], agency);
    expect(flags.has(talk.id)).toBe(false);
    expect(flags.get(later.id)?.includes('after_conversation') ?? false).toBe(expected);
  });

  it('a missed call does not start the seven days; a text after a conversation is no call', () => {
    const missed = contact('2026-11-01T10:00', 'voicemail');
    const again = contact('2026-11-02T10:00', 'voicemail');
    const talk = contact('2026-11-03T10:00', 'call');
    const text = contact('2026-11-04T10:00', 'text');
    expect(contactFlags([missed, again, talk, text], agency).size).toBe(0);
  });
});

describe('12 CFR 1006.6(b)(1)(i): before 8 a.m. or after 9 p.m. local time', () => {
  it.each([
    ['2026-11-02T00:00', true],
    ['2026-11-02T07:59', true],
    ['2026-11-02T08:00', false],
    ['2026-11-02T12:00', false],
    ['2026-11-02T21:00', false],
    ['2026-11-02T21:01', true],
    ['2026-11-02T23:59', true],
  ])('%s is inconvenient: %s', (time, expected) => {
    expect(isInconvenientTime(time)).toBe(expected);
    const logged = contact(time, 'text');
    expect(
      contactFlags([logged], agency).get(logged.id)?.includes('inconvenient_time') ?? false,
    ).toBe(expected);
  });

  it('does not check the time of a letter', () => {
    const letter = contact('2026-11-02T22:00', 'letter');
    expect(contactFlags([letter], agency).size).toBe(0);
  });
});

describe("12 CFR 1006.6(c): contacts after a 'stop contacting me' letter", () => {
  const context: FlagContext = { holder: 'debt_buyer', stop_letter_received: '2026-11-10' };

  it.each([
    ['2026-11-10T12:00', false],
    ['2026-11-11T12:00', true],
  ])('a contact at %s is flagged: %s', (time, expected) => {
    const logged = contact(time, 'email');
    expect(contactFlags([logged], context).has(logged.id)).toBe(expected);
  });

  it('does not flag a notice the rule allows', () => {
    const notice = contact('2026-11-20T12:00', 'letter', true);
    expect(contactFlags([notice], context).size).toBe(0);
  });
});

describe('who the rules cover', () => {
  it('flags nothing for an original creditor or an unknown holder, and says which', () => {
    const contacts = [...voicemails(1, 8), contact('2026-11-02T22:30', 'text')];
    expect(
      contactFlags(contacts, { holder: 'original_creditor', stop_letter_received: null }).size,
    ).toBe(0);
    expect(contactFlags(contacts, { holder: null, stop_letter_received: null }).size).toBe(0);
    expect(coverageOf('original_creditor')).toBe('original_creditor');
    expect(coverageOf(null)).toBe('unknown');
    expect(coverageOf('collection_agency')).toBe('covered');
    expect(coverageOf('debt_buyer')).toBe('covered');
  });

  it('lists several rules on one contact in the rules order', () => {
    const contacts = [...voicemails(1, 7), contact('2026-11-07T21:30', 'call')];
    const flags = contactFlags(contacts, {
      holder: 'debt_buyer',
      stop_letter_received: '2026-11-06',
    });
    expect(flags.get(contacts[7]!.id)).toEqual([
      'call_frequency',
      'inconvenient_time',
      'after_stop_letter',
    ]);
  });
});

describe('12 CFR 1006.38(d)(2) and (c): calls while collection must pause', () => {
  const pause = (until: string | null, rule: 'after_dispute' | 'after_creditor_request') => ({
    ...agency,
    pauses: [{ rule, from: '2026-11-10', until }],
  });

  it.each([
    ['2026-11-10T12:00', false], // the receipt day: the call may have come before the mail
    ['2026-11-11T12:00', true],
    ['2026-11-19T12:00', true],
    ['2026-11-20T12:00', false], // the day verification arrived
  ])('a call at %s, before verification arrived on Nov 20, is flagged: %s', (time, expected) => {
    const call = contact(time, 'call');
    expect(contactFlags([call], pause('2026-11-20', 'after_dispute')).get(call.id)).toEqual(
      expected ? ['after_dispute'] : undefined,
    );
  });

  it('flags calls for as long as no answer has arrived, and not texts or letters', () => {
    const call = contact('2026-12-30T12:00', 'voicemail');
    const text = contact('2026-12-30T12:05', 'text');
    const flags = contactFlags([call, text], pause(null, 'after_creditor_request'));
    expect(flags.get(call.id)).toEqual(['after_creditor_request']);
    expect(flags.has(text.id)).toBe(false);
  });
});

describe('flags by who held the debt at each contact', () => {
  it("flags a collector's contacts and not the original creditor's, in one log", () => {
    const creditor = {
      ...contact('2026-11-02T22:30', 'call'),
      holder_kind: 'original_creditor' as const,
    };
    const collector = {
      ...contact('2026-11-20T22:30', 'call'),
      holder_kind: 'debt_buyer' as const,
    };
    // The debt's holder today is a collector: the creditor's late call is still not flagged.
    const flags = contactFlags([creditor, collector], agency);
    expect(flags.has(creditor.id)).toBe(false);
    expect(flags.get(collector.id)).toEqual(['inconvenient_time']);
    // And when the original creditor holds it today, a collector's earlier call still is.
    const before = contactFlags([creditor, collector], { ...agency, holder: 'original_creditor' });
    expect(before.get(collector.id)).toEqual(['inconvenient_time']);
  });

  it("does not count the original creditor's calls toward a collector's seven in seven days", () => {
    const creditorCalls = voicemails(1, 7).map((item) => ({
      ...item,
      holder_kind: 'original_creditor' as const,
    }));
    const collectorCall = contact('2026-11-07T13:00', 'voicemail');
    expect(contactFlags([...creditorCalls, collectorCall], agency).size).toBe(0);
  });
});

describe('local times', () => {
  it('reads an instant in the user time zone', () => {
    expect(localDateTime('2026-11-03T02:30:00.000Z', 'America/New_York')).toBe('2026-11-02T21:30');
    expect(localDateTime('2026-07-03T02:30:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-07-02T19:30',
    );
    expect(localDateTime('2026-11-03T00:05:00.000Z', 'UTC')).toBe('2026-11-03T00:05');
  });

  it('knows IANA zones and writes times the American way', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(formatLocalTime('2026-11-02T21:01')).toBe('9:01 p.m.');
    expect(formatLocalTime('2026-11-02T00:15')).toBe('12:15 a.m.');
    expect(formatLocalTime('2026-11-02T12:00')).toBe('12:00 p.m.');
  });
});
