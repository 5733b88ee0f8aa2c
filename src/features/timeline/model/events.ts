/** Event rules of spec sections 4 and 9: order, completion gate, past due, labels and effort. */
import { compareIso, todayIn } from '@/shared/lib/dates';
import { SETTLEMENT_RATE } from '@/shared/lib/settlement';
import type { EventType } from '../contract';

export interface EventLike {
  id: string;
  type: EventType;
  scheduled_date: string;
  completed: boolean;
}

/** Events are ordered by scheduled date (ties keep their stored order). */
export function orderEvents<E extends EventLike>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => compareIso(a.scheduled_date, b.scheduled_date));
}

/** An event can be completed only if it is first or the one before it is complete. */
export function canComplete(events: readonly EventLike[], eventId: string): boolean {
  const ordered = orderEvents(events);
  const index = ordered.findIndex((event) => event.id === eventId);
  if (index < 0 || ordered[index]!.completed) return false;
  return index === 0 || ordered[index - 1]!.completed;
}

/** Past due = not completed and scheduled before today (calendar dates). */
/**
 * The date a step shows: the day it was done once complete (the local date of its completion,
 * never in the future), its scheduled date until then.
 */
export function stepDate(event: {
  scheduled_date: string;
  completed: boolean;
  completed_date: string | null;
}): string {
  return event.completed && event.completed_date
    ? todayIn(new Date(event.completed_date))
    : event.scheduled_date;
}

export function isPastDue(event: EventLike, today: string): boolean {
  return !event.completed && event.scheduled_date < today;
}

/** The label of each event of one tradeline's ordered list (spec section 4). */
export function eventLabel(type: EventType | string, negotiationIndex = 0): string {
  switch (type) {
    case 'notice':
    case 'give_notice':
      return 'Give notice';
    case 'update_contacts':
      return 'Update your contacts';
    case 'negotiation':
      return negotiationIndex === 0 ? 'First Negotiation' : 'Second Negotiation';
    case 'payoff':
      return 'Payoff';
    default:
      return type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');
  }
}

/** The short title some places use for the notice step. */
export const NOTICE_TITLE = 'First Contact';

/** Labels for a tradeline's events in order, numbering the negotiations. */
export function labelEvents<E extends EventLike>(
  events: readonly E[],
): { event: E; label: string }[] {
  let negotiations = 0;
  return orderEvents(events).map((event) => ({
    event,
    label: eventLabel(event.type, event.type === 'negotiation' ? negotiations++ : 0),
  }));
}

/** Effort hours per step (spec section 9); they add up to 5. */
export const EFFORT_HOURS: Record<string, number> = {
  update_contacts: 0.5,
  give_notice: 0.5,
  notice: 0.5,
  'negotiation:0': 1,
  'negotiation:1': 2,
  payoff: 1,
};
export const TOTAL_EFFORT_HOURS = 5;

/** Hours of effort left: the sum over the steps not yet completed. */
export function hoursLeft(events: readonly EventLike[]): number {
  return labelEvents(events).reduce((sum, { event, label }) => {
    if (event.completed) return sum;
    const key =
      event.type === 'negotiation'
        ? `negotiation:${label === 'First Negotiation' ? 0 : 1}`
        : event.type;
    return sum + (EFFORT_HOURS[key] ?? 0);
  }, 0);
}

/** Value per hour = 45% of the balance divided by the 5 hours of total effort. */
export function valuePerHour(balance: number): number {
  return (balance * SETTLEMENT_RATE) / TOTAL_EFFORT_HOURS;
}

/** The next step: the first pending event, or null when all are complete. */
export function nextStep<E extends EventLike>(
  events: readonly E[],
): { event: E; label: string } | null {
  return labelEvents(events).find(({ event }) => !event.completed) ?? null;
}

type StepEvent = EventLike & { completed_date: string | null };

/**
 * The label of the step a call was asked for: the first step of the debt (in timeline order)
 * that was not complete at `requestedAt`; null when every step was.
 */
export function stepAtRequest(events: readonly StepEvent[], requestedAt: string): string | null {
  const open = labelEvents(events).find(
    ({ event }) =>
      !event.completed || (event.completed_date !== null && event.completed_date > requestedAt),
  );
  return open?.label ?? null;
}
