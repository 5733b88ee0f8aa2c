/** The Take action overview's rules: steps grouped per debt, the past-due list and the export. */
import { daysBetween } from '@/shared/lib/dates';
import { isPastDue, labelEvents, type EventLike } from './events';
import type { CalendarStep } from './ics';

export interface DebtLike {
  uuid: string;
  account_name: string;
  current_balance: number;
}

export interface DebtSteps<D extends DebtLike, E extends EventLike> {
  debt: D;
  /** The debt's events by scheduled date, with their labels. */
  steps: { event: E; label: string }[];
}

/** One entry per debt, smallest balance first (the order debts are settled in). */
export function stepsByDebt<D extends DebtLike, E extends EventLike & { tradeline_uuid: string }>(
  debts: readonly D[],
  events: readonly E[],
): DebtSteps<D, E>[] {
  return [...debts]
    .sort((a, b) => a.current_balance - b.current_balance)
    .map((debt) => ({
      debt,
      steps: labelEvents(events.filter((event) => event.tradeline_uuid === debt.uuid)),
    }));
}

export interface PastDueStep<D extends DebtLike, E extends EventLike> {
  debt: D;
  event: E;
  label: string;
  daysLate: number;
}

/** Every past-due step, the longest overdue first. */
export function pastDueSteps<D extends DebtLike, E extends EventLike>(
  debts: readonly DebtSteps<D, E>[],
  today: string,
): PastDueStep<D, E>[] {
  return debts
    .flatMap(({ debt, steps }) =>
      steps
        .filter(({ event }) => isPastDue(event, today))
        .map(({ event, label }) => ({
          debt,
          event,
          label,
          daysLate: daysBetween(event.scheduled_date, today),
        })),
    )
    .sort((a, b) => b.daysLate - a.daysLate);
}

/**
 * A dated item another feature puts on a debt's timeline beside its steps (issue 28: the
 * validation notice's dispute deadline). It is not a step: it is never completed in order.
 */
export interface DatedItem {
  id: string;
  date: string;
  label: string;
  /** What it says today ('12 days left to dispute'). */
  status: string;
  /** Answered (a dispute sent); else pending until it passes. */
  answered: boolean;
  /** Days since it passed unanswered; 0 while it has not. */
  days_late: number;
}

/** A line of the past-due list: a step (its event id) or a dated item that passed unanswered. */
export interface PastDueEntry<D extends DebtLike> {
  key: string;
  debt: D;
  label: string;
  due: string;
  daysLate: number;
  /** The step to open; null for a dated item. */
  eventId: string | null;
}

/** Every past-due step and every dated item past unanswered, the longest overdue first. */
export function pastDueEntries<D extends DebtLike & { id: string }, E extends EventLike>(
  debts: readonly DebtSteps<D, E>[],
  dated: ReadonlyMap<string, readonly DatedItem[]>,
  today: string,
): PastDueEntry<D>[] {
  const steps = pastDueSteps(debts, today).map(
    ({ debt, event, label, daysLate }): PastDueEntry<D> => ({
      key: event.id,
      debt,
      label,
      due: event.scheduled_date,
      daysLate,
      eventId: event.id,
    }),
  );
  const items = debts.flatMap(({ debt }) =>
    (dated.get(debt.id) ?? [])
      .filter((item) => item.days_late > 0)
      .map((item): PastDueEntry<D> => ({
        key: item.id,
        debt,
        label: item.label,
        due: item.date,
        daysLate: item.days_late,
        eventId: null,
      })),
  );
  // A stable sort: on a tie the steps come first.
  return [...steps, ...items].sort((a, b) => b.daysLate - a.daysLate);
}

/**
 * 'Chase: Give notice' events for every pending step, ready for the calendar file, and each
 * debt's dated items still ahead (the dispute deadline) beside them.
 */
export function pendingCalendarSteps<D extends DebtLike & { id: string }, E extends EventLike>(
  debts: readonly DebtSteps<D, E>[],
  dated: ReadonlyMap<string, readonly DatedItem[]> = new Map(),
): CalendarStep[] {
  return debts.flatMap(({ debt, steps }) => [
    ...steps.flatMap(({ event, label }, position) =>
      event.completed
        ? []
        : [
            {
              id: event.id,
              date: event.scheduled_date,
              summary: `${debt.account_name}: ${label}`,
              description:
                `Step ${position + 1} of ${steps.length} for your ${debt.account_name} debt. ` +
                'Open Take action to call your creditor or mark the step complete.',
            },
          ],
    ),
    ...(dated.get(debt.id) ?? [])
      .filter((item) => !item.answered && item.days_late === 0)
      .map((item) => ({
        id: item.id,
        date: item.date,
        summary: `${debt.account_name}: ${item.label}`,
        description: `${item.label} for your ${debt.account_name} debt. Open Take action to see what to do.`,
      })),
  ]);
}
