/** The admin area's rules, shared by both backends: paging defaults and the analytics figures. */
import { addDays, utcDateOf } from '@/shared/lib/dates';
import { BASE_PLANS, type BasePlan } from '@/shared/lib/plans';
import type { Analytics } from '../contract';

export const DEFAULT_PAGE_SIZE = 20;
/** Weeks of sign-ups the analytics show, the current one included. */
export const SIGNUP_WEEKS = 12;

/** The Monday (UTC) of the week a date falls in. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The Mondays of the last `SIGNUP_WEEKS` weeks, oldest first, this week last. */
export function signupWeeks(now: Date): string[] {
  const thisWeek = weekStart(utcDateOf(now));
  return Array.from({ length: SIGNUP_WEEKS }, (_, index) =>
    addDays(thisWeek, -7 * (SIGNUP_WEEKS - 1 - index)),
  );
}

/** A range of sign-up instants (ISO), as the storage port's range condition on `created_at`. */
export interface InstantRange {
  $gt?: string;
  $gte?: string;
  $lt?: string;
  $lte?: string;
}

/**
 * The weeks of `signupWeeks(now)` as ranges of sign-up instants (Monday 00:00 UTC up to the next
 * Monday), for the database to count; older sign-ups fall outside them.
 */
export function signupWeekRanges(now: Date): { week_start: string; range: InstantRange }[] {
  return signupWeeks(now).map((week_start) => ({
    week_start,
    range: { $gte: `${week_start}T00:00:00.000Z`, $lt: `${addDays(week_start, 7)}T00:00:00.000Z` },
  }));
}

/** Users per selected base plan, `none` for users without one, in a fixed order. */
export function planMix(counts: ReadonlyMap<BasePlan | 'none', number>): Analytics['plan_mix'] {
  return [...BASE_PLANS, 'none' as const].map((plan) => ({ plan, count: counts.get(plan) ?? 0 }));
}

const DAY_MS = 86_400_000;

/** Sign-ups in the 7 days before `now`: an instant exactly 7 days old is left out, now is in. */
export function last7DaysRange(now: Date): InstantRange {
  return { $gt: new Date(now.getTime() - 7 * DAY_MS).toISOString(), $lte: now.toISOString() };
}

/** What a subscriber without a stored program pays: the base price alone. */
export const NO_PROGRAM = { savings_support: false, debt_negotiation: 0 } as const;
