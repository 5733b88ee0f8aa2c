/**
 * The event schedule (DESIGN.md section 9), one rule for the mock backend and the server.
 *
 * Every tradeline gets five events, in this order:
 *   update_contacts  start + 3 days        (point creditors at the deflection inbox)
 *   give_notice      start + 10 days       (tell the creditor you are settling)
 *   negotiation 1    one third of the way from give_notice to payoff
 *   negotiation 2    two thirds of the way from give_notice to payoff
 *   payoff           start + N months, and at least start + 45 days
 *
 * N comes from settling the smallest debt first: with debts sorted by balance ascending, debt i
 * can be paid off once 45% of the balances of debts 1..i has been saved from the monthly net
 * income, so N_i = ceil(0.45 × cumulative balance_i / net income). Without net income (0 or
 * less) the plan falls back to a 36-month horizon for every debt. However small the net income,
 * no payoff is planned more than 50 years (600 months) ahead: past that the plan says nothing
 * more, and the date stays a date (a few cents of net income against a large debt once asked
 * for a year past 9999, which no backend could store or answer).
 *
 * `start` is the date the tradeline was added. Rescheduling (balances or income changed) moves
 * pending events only; completed events keep their dates.
 */
import { addDays, addMonths, daysBetween } from '@/shared/lib/dates';
import { SETTLEMENT_RATE } from '@/shared/lib/settlement';
import type { EventType } from '../contract';
import { orderEvents, type EventLike } from './events';

export const UPDATE_CONTACTS_OFFSET_DAYS = 3;
export const GIVE_NOTICE_OFFSET_DAYS = 10;
export const MIN_PAYOFF_OFFSET_DAYS = 45;
export const FALLBACK_MONTHS = 36;
export const MAX_PAYOFF_MONTHS = 600;

/** The five steps in order; `ordinal` tells the two negotiations apart. */
export const EVENT_SEQUENCE: readonly { type: EventType; ordinal: number }[] = [
  { type: 'update_contacts', ordinal: 0 },
  { type: 'give_notice', ordinal: 0 },
  { type: 'negotiation', ordinal: 0 },
  { type: 'negotiation', ordinal: 1 },
  { type: 'payoff', ordinal: 0 },
];

export interface ScheduleTradeline {
  uuid: string;
  current_balance: number;
  /** The date the tradeline was added, `YYYY-MM-DD`. */
  start_date: string;
}

export interface PlannedEvent {
  type: EventType;
  ordinal: number;
  scheduled_date: string;
}

/** Months until each debt is paid off, smallest balance first (ties keep their given order). */
export function payoffMonths(
  tradelines: readonly ScheduleTradeline[],
  netIncome: number,
): Map<string, number> {
  const months = new Map<string, number>();
  const ordered = [...tradelines].sort((a, b) => a.current_balance - b.current_balance);
  let cumulative = 0;
  for (const tradeline of ordered) {
    cumulative += tradeline.current_balance;
    const needed =
      netIncome > 0 ? Math.ceil((SETTLEMENT_RATE * cumulative) / netIncome) : FALLBACK_MONTHS;
    months.set(tradeline.uuid, Math.min(MAX_PAYOFF_MONTHS, Math.max(1, needed)));
  }
  return months;
}

/** The five dated events of one tradeline that pays off after `months` months. */
export function eventsFor(startDate: string, months: number): PlannedEvent[] {
  const notice = addDays(startDate, GIVE_NOTICE_OFFSET_DAYS);
  const payoff = [
    addMonths(startDate, months),
    addDays(startDate, MIN_PAYOFF_OFFSET_DAYS),
  ].sort()[1]!;
  const span = daysBetween(notice, payoff);
  return [
    {
      type: 'update_contacts',
      ordinal: 0,
      scheduled_date: addDays(startDate, UPDATE_CONTACTS_OFFSET_DAYS),
    },
    { type: 'give_notice', ordinal: 0, scheduled_date: notice },
    { type: 'negotiation', ordinal: 0, scheduled_date: addDays(notice, Math.round(span / 3)) },
    {
      type: 'negotiation',
      ordinal: 1,
      scheduled_date: addDays(notice, Math.round((2 * span) / 3)),
    },
    { type: 'payoff', ordinal: 0, scheduled_date: payoff },
  ];
}

/** The full plan: every tradeline's five events. */
export function planSchedule(
  tradelines: readonly ScheduleTradeline[],
  netIncome: number,
): Map<string, PlannedEvent[]> {
  const months = payoffMonths(tradelines, netIncome);
  return new Map(
    tradelines.map((tradeline) => [
      tradeline.uuid,
      eventsFor(tradeline.start_date, months.get(tradeline.uuid) ?? FALLBACK_MONTHS),
    ]),
  );
}

/** 'notice', the older name of 'give_notice', counts as it. */
const normalType = (type: EventType): EventType => (type === 'notice' ? 'give_notice' : type);

/**
 * The date changes that bring a tradeline's stored events in line with its plan: pending events
 * move, completed ones never do. Events are matched to the plan by type and occurrence
 * ('notice' counts as 'give_notice').
 */
export function reschedule(
  stored: readonly EventLike[],
  planned: readonly PlannedEvent[],
): { id: string; scheduled_date: string }[] {
  const seen = new Map<string, number>();
  const changes: { id: string; scheduled_date: string }[] = [];
  const ordered = orderEvents(stored);
  for (const event of ordered) {
    const type = normalType(event.type);
    const ordinal = seen.get(type) ?? 0;
    seen.set(type, ordinal + 1);
    if (event.completed) continue;
    const plan = planned.find((item) => item.type === type && item.ordinal === ordinal);
    if (plan && plan.scheduled_date !== event.scheduled_date) {
      changes.push({ id: event.id, scheduled_date: plan.scheduled_date });
    }
  }
  return changes;
}

/** The types a tradeline has more than one step of (the two negotiations). */
export const REPEATED_TYPES: readonly EventType[] = EVENT_SEQUENCE.filter(
  (step) => step.ordinal > 0,
).map((step) => step.type);

/**
 * The moves a re-plan makes to the user's stored events (`reschedule` per tradeline), each marked
 * `pinned` when the step is pending beside a completed step of its type (the second negotiation
 * once the first is done). `reschedule` tells a type's steps apart by their stored date order,
 * and only there can that order change from one re-plan to the next (a pending negotiation moved
 * before the completed one is then matched to the first), so only a pinned step's date depends
 * on the re-plans before the last; every other pending step lands on the latest plan's date
 * however many re-plans were skipped. `tradelines` in the schedule's order (oldest first).
 */
export function replanMoves(
  events: readonly (EventLike & { tradeline_uuid: string })[],
  tradelines: readonly ScheduleTradeline[],
  netIncome: number,
): { id: string; scheduled_date: string; pinned: boolean }[] {
  const plan = planSchedule(tradelines, netIncome);
  const moves: { id: string; scheduled_date: string; pinned: boolean }[] = [];
  for (const tradeline of tradelines) {
    const own = events.filter((event) => event.tradeline_uuid === tradeline.uuid);
    if (own.length === 0) continue;
    const done = new Set(
      own.filter((event) => event.completed).map((event) => normalType(event.type)),
    );
    const pinned = new Set(
      own
        .filter((event) => !event.completed && REPEATED_TYPES.includes(normalType(event.type)))
        .filter((event) => done.has(normalType(event.type)))
        .map((event) => event.id),
    );
    for (const move of reschedule(own, plan.get(tradeline.uuid) ?? [])) {
      moves.push({ ...move, pinned: pinned.has(move.id) });
    }
  }
  return moves;
}
