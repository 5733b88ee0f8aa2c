/**
 * How long the plan takes, in one place (issue 33 point 1): the Financial Plan box, the payoff
 * projection and the timeline's payoff dates all read this function, so they cannot disagree.
 *
 * Two figures, each with what it assumes:
 * - `fullPayoffMonths`, the spec's Estimated Time to Settle (section 9): total debt over the
 *   monthly net income, rounded up, as if every balance were paid in full; N/A without net income.
 * - `settlementMonths`, the settlement plan: months from today until the timeline's last payoff
 *   date, each debt settled for 45% of its balance, smallest first (the schedule rule). A debt's
 *   payoff month is read from its stored payoff event, so the projection draws exactly the dates
 *   the timeline shows; a debt without one yet is planned from today by the schedule rule.
 */
import { addMonths, compareIso } from '@/shared/lib/dates';
import { estimatedMonths } from '@/shared/lib/settlement';
import type { EventType } from '../contract';
import { payoffMonths } from './schedule';

export interface PlanLengthDebt {
  uuid: string;
  current_balance: number;
}

export interface PlanLengthEvent {
  tradeline_uuid: string;
  type: EventType;
  scheduled_date: string;
  completed: boolean;
}

export interface PlanLength {
  /** Spec section 9: ceil(total debt / net income); null (N/A) when net income is 0 or less. */
  fullPayoffMonths: number | null;
  /** Months from today to each owing debt's payoff (0 when its payoff is due or done). */
  payoffMonthOf: Map<string, number>;
  /** Months from today to the last payoff; null with nothing owed or no net income. */
  settlementMonths: number | null;
  /** The last payoff date of the plan (`YYYY-MM-DD`); null as `settlementMonths`. */
  lastPayoffDate: string | null;
}

/** Whole months from `today` until `date`: the smallest n with today + n months on or after it. */
export function monthsUntil(today: string, date: string): number {
  if (compareIso(date, today) <= 0) return 0;
  let months = 0;
  while (compareIso(addMonths(today, months), date) < 0) months += 1;
  return months;
}

/** The pending payoff date of each debt, from its events. */
function payoffDates(events: readonly PlanLengthEvent[]): Map<string, string | 'done'> {
  const dates = new Map<string, string | 'done'>();
  for (const event of events) {
    if (event.type !== 'payoff') continue;
    dates.set(event.tradeline_uuid, event.completed ? 'done' : event.scheduled_date);
  }
  return dates;
}

export function planLength({
  tradelines,
  events,
  netIncome,
  today,
}: {
  tradelines: readonly PlanLengthDebt[];
  events: readonly PlanLengthEvent[];
  netIncome: number;
  today: string;
}): PlanLength {
  const totalDebt = tradelines.reduce((sum, debt) => sum + debt.current_balance, 0);
  const fullPayoffMonths = estimatedMonths(totalDebt, netIncome);
  const owing = tradelines.filter((debt) => debt.current_balance > 0);
  const payoffMonthOf = new Map<string, number>();
  if (owing.length === 0 || netIncome <= 0) {
    return { fullPayoffMonths, payoffMonthOf, settlementMonths: null, lastPayoffDate: null };
  }

  const stored = payoffDates(events);
  // Debts with no payoff event yet (just added, before the schedule has run) follow the rule
  // from today, in the same smallest-first order as the backends plan them.
  const fromToday = payoffMonths(
    owing.map((debt) => ({
      uuid: debt.uuid,
      current_balance: debt.current_balance,
      start_date: '',
    })),
    netIncome,
  );
  let lastPayoffDate = today;
  for (const debt of owing) {
    const date = stored.get(debt.uuid);
    const payoff =
      date === 'done' ? today : (date ?? addMonths(today, fromToday.get(debt.uuid) ?? 0));
    const months = monthsUntil(today, payoff);
    payoffMonthOf.set(debt.uuid, months);
    if (compareIso(payoff, lastPayoffDate) > 0) lastPayoffDate = payoff;
  }
  return {
    fullPayoffMonths,
    payoffMonthOf,
    settlementMonths: Math.max(...payoffMonthOf.values()),
    lastPayoffDate,
  };
}
