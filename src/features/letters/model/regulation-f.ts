/**
 * The contact log's flags: each logged contact from a collector checked against three rules of
 * Regulation F (12 CFR part 1006), pure so that both backends and the page flag alike.
 *
 * - 12 CFR 1006.14(b)(2): a collector is presumed to call too often when it places a call
 *   (i) more than seven times within seven consecutive days, or (ii) within seven consecutive
 *   days after a telephone conversation about the debt, the conversation's date being the
 *   first of the seven days. Call attempts are calls and voicemails; texts, emails and letters
 *   are not calls.
 * - 12 CFR 1006.6(b)(1)(i): no communication or attempt at an inconvenient time; before
 *   8:00 a.m. or after 9:00 p.m. local time at the consumer's location is assumed inconvenient.
 *   Letters have no time of day and are not checked.
 * - 12 CFR 1006.6(c): after the consumer asks in writing to stop, no further communication,
 *   except to say collection is stopping or that a named remedy may or will be used
 *   (1006.6(c)(2)); the user marks such a notice `allowed_notice`. It runs from the day the
 *   collector has the letter: its receipt, given or assumed five business days after sending.
 * - 12 CFR 1006.38(d)(2): after a dispute in writing within the validation period, the collector
 *   must stop collecting until it sends verification; 1006.38(c) likewise after a written
 *   request, in the period, for the original creditor's name and address, until it sends them.
 *   Call attempts from the day after the letter's receipt to the day before the answer arrived
 *   are flagged (the day itself is left out: the call may have come before the mail).
 *
 * Regulation F governs debt collectors (FDCPA section 803(6)): an original creditor collecting
 * its own debt is not one, so its contacts are not flagged and the log says why instead.
 *
 * Times are the consumer's local wall-clock time, `YYYY-MM-DDTHH:mm`, so the rule reads them as
 * the consumer lived them, whatever time zone the server runs in.
 */
import { addDays, compareIso } from '@/shared/lib/dates';
import type { Holder } from '@/shared/lib/debt-holders';
import { wallClock } from '@/shared/lib/time-zones';

export const CONTACT_METHODS = ['call', 'voicemail', 'text', 'email', 'letter'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_METHOD_LABELS: Readonly<Record<ContactMethod, string>> = {
  call: 'Call (we talked)',
  voicemail: 'Missed call or voicemail',
  text: 'Text message',
  email: 'Email',
  letter: 'Letter',
};

/** Who holds the debt now (the settlement slice's debt details). */
export type HolderKind = Holder;

export const FLAG_RULES = [
  'call_frequency',
  'after_conversation',
  'inconvenient_time',
  'after_stop_letter',
  'after_dispute',
  'after_creditor_request',
] as const;
export type FlagRule = (typeof FLAG_RULES)[number];

/** Each rule's name, citation and plain explanation. Never 'illegal': a flag is a possibility. */
export const FLAG_TEXTS: Readonly<
  Record<FlagRule, { title: string; reference: string; explanation: string }>
> = {
  call_frequency: {
    title: 'More than 7 calls in 7 days',
    reference: '12 CFR 1006.14(b)(2)(i)',
    explanation:
      'A collector who calls you more than seven times within seven days in a row about one debt is presumed to be calling too often.',
  },
  after_conversation: {
    title: 'A call within 7 days after you talked',
    reference: '12 CFR 1006.14(b)(2)(ii)',
    explanation:
      'After a collector has talked with you by phone about a debt, calling you again about it within seven days (the day you talked counts as the first) is presumed to be too often, unless you agreed to the call.',
  },
  inconvenient_time: {
    title: 'Before 8 a.m. or after 9 p.m.',
    reference: '12 CFR 1006.6(b)(1)(i)',
    explanation:
      'A collector may not contact you, or try to, before 8 a.m. or after 9 p.m. your local time unless you agreed to it.',
  },
  after_stop_letter: {
    title: "After your 'stop contacting me' letter",
    reference: '12 CFR 1006.6(c)',
    explanation:
      'Once a collector has your written request to stop contacting you, it may only write to say it is stopping or that it may or will take a named step, such as a lawsuit. Mark a contact as such a notice if that is all it said.',
  },
  after_dispute: {
    title: 'A call after your dispute, before verification',
    reference: '12 CFR 1006.38(d)(2)',
    explanation:
      'Once a collector has a dispute you sent in writing within the validation period, it must stop collecting the debt until it sends you verification.',
  },
  after_creditor_request: {
    title: "A call after you asked for the original creditor's name",
    reference: '12 CFR 1006.38(c)',
    explanation:
      "Once a collector has your written request, sent within the validation period, for the original creditor's name and address, it must stop collecting the debt until it sends them to you.",
  },
};

/** Where a consumer can complain, named in text. */
export const COMPLAINT_TEXT =
  'You can send a complaint to the Consumer Financial Protection Bureau through its complaint portal (consumerfinance.gov/complaint) or by calling (855) 411-2372.';

export const POSSIBLE_VIOLATION = 'Possible violation';

export const NOT_ADVICE =
  'These flags compare what you logged with the rules; they are not legal advice.';

/** Why a log is not flagged, or that it is. */
export type Coverage = 'covered' | 'original_creditor' | 'unknown';

export const COVERAGE_TEXTS: Readonly<Record<Exclude<Coverage, 'covered'>, string>> = {
  original_creditor:
    'The debt collection rules (Regulation F) do not cover an original creditor collecting its own debt, so these contacts are not checked against them. They apply once a collection agency or a debt buyer collects it.',
  unknown:
    'Tell us who holds this debt now (in its details) to check these contacts against the debt collection rules.',
};

export function coverageOf(holder: HolderKind | null): Coverage {
  if (holder === null) return 'unknown';
  return holder === 'original_creditor' ? 'original_creditor' : 'covered';
}

export interface LoggedContact {
  id: string;
  /** Local wall-clock time at the consumer's location, `YYYY-MM-DDTHH:mm`. */
  occurred_at: string;
  method: ContactMethod;
  /** A notice 1006.6(c)(2) allows after a stop letter (collection ends, a named remedy). */
  allowed_notice: boolean;
  /** Who held the debt then; undefined or null: the debt's holder now. */
  holder_kind?: HolderKind | null;
}

/** A time when collection must stop: from a letter's receipt until the collector's answer. */
export interface CollectionPause {
  rule: 'after_dispute' | 'after_creditor_request';
  /** The letter's receipt (given or assumed). */
  from: string;
  /** The day the answer arrived; null while it has not. */
  until: string | null;
}

export interface FlagContext {
  holder: HolderKind | null;
  /** The receipt (given or assumed) of the earliest 'stop contacting me' letter, if any. */
  stop_letter_received: string | null;
  pauses?: readonly CollectionPause[];
}

const CALL_ATTEMPTS: ReadonlySet<ContactMethod> = new Set(['call', 'voicemail']);

/** Minutes after local midnight: 8:00 a.m. is 480, 9:00 p.m. is 1260. */
const EARLIEST = 8 * 60;
const LATEST = 21 * 60;

function minuteOfDay(localTime: string): number {
  return Number(localTime.slice(11, 13)) * 60 + Number(localTime.slice(14, 16));
}

const dateOf = (localTime: string) => localTime.slice(0, 10);

/** 7:59 a.m. and 9:01 p.m. are flagged; 8:00 a.m. and 9:00 p.m. are not. */
export function isInconvenientTime(localTime: string): boolean {
  const minute = minuteOfDay(localTime);
  return minute < EARLIEST || minute > LATEST;
}

/**
 * The rules each contact may break, by contact id (contacts with none are absent). Nothing is
 * flagged unless the holder is a collection agency or a debt buyer.
 */
export function contactFlags(
  contacts: readonly LoggedContact[],
  context: FlagContext,
): Map<string, FlagRule[]> {
  const flags = new Map<string, FlagRule[]>();
  const add = (id: string, rule: FlagRule) => flags.set(id, [...(flags.get(id) ?? []), rule]);

  // Only a collector's contacts count, each by who held the debt when it came.
  const ordered = contacts
    .filter((contact) => coverageOf(contact.holder_kind ?? context.holder) === 'covered')
    .sort((a, b) => compareIso(a.occurred_at, b.occurred_at) || compareIso(a.id, b.id));
  const attempts = ordered.filter((contact) => CALL_ATTEMPTS.has(contact.method));

  attempts.forEach((attempt, index) => {
    const day = dateOf(attempt.occurred_at);
    const windowStart = addDays(day, -6);
    const earlier = attempts.slice(0, index);
    // (i) this attempt is the eighth or later within the seven days ending on its day.
    const inWindow = earlier.filter((other) => dateOf(other.occurred_at) >= windowStart).length;
    if (inWindow + 1 > 7) add(attempt.id, 'call_frequency');
    // (ii) an earlier conversation, on this day or one of the six before it.
    const afterTalk = earlier.some(
      (other) =>
        other.method === 'call' &&
        dateOf(other.occurred_at) >= windowStart &&
        other.occurred_at < attempt.occurred_at,
    );
    if (afterTalk) add(attempt.id, 'after_conversation');
  });

  for (const contact of ordered) {
    if (contact.method !== 'letter' && isInconvenientTime(contact.occurred_at)) {
      add(contact.id, 'inconvenient_time');
    }
    if (
      context.stop_letter_received !== null &&
      !contact.allowed_notice &&
      dateOf(contact.occurred_at) > context.stop_letter_received
    ) {
      add(contact.id, 'after_stop_letter');
    }
  }

  for (const pause of context.pauses ?? []) {
    for (const attempt of attempts) {
      const day = dateOf(attempt.occurred_at);
      if (day > pause.from && (pause.until === null || day < pause.until)) {
        add(attempt.id, pause.rule);
      }
    }
  }

  // Keep each contact's flags in the rules' order.
  for (const [id, rules] of flags) {
    flags.set(
      id,
      FLAG_RULES.filter((rule) => rules.includes(rule)),
    );
  }
  return flags;
}

/**
 * The local wall-clock time (`YYYY-MM-DDTHH:mm`) of an instant in an IANA time zone, for mail
 * that arrives with a UTC time.
 */
export function localDateTime(instant: string | Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(new Date(instant), timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** Whether the runtime knows the IANA time zone `name`. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** '9:30 p.m.' for a local time. */
export function formatLocalTime(localTime: string): string {
  const minute = minuteOfDay(localTime);
  const hours = Math.floor(minute / 60);
  const minutes = String(minute % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}
