/** The admin area's rules, shared by both backends: paging defaults and the analytics figures. */
import { addDays, mondayOf, utcDateOf } from '@/shared/lib/dates';
import { BASE_PLANS, type BasePlan } from '@/shared/lib/plans';
import type { Analytics } from '../contract';

export const DEFAULT_PAGE_SIZE = 20;

/** How many role changes each user row lists, newest first. */
export const ROLE_CHANGES_SHOWN = 5;

/** Weeks of sign-ups the analytics show, the current one included. */
export const SIGNUP_WEEKS = 12;

/** The Mondays of the last `SIGNUP_WEEKS` weeks, oldest first, this week last. */
export function signupWeeks(now: Date): string[] {
  const thisWeek = mondayOf(utcDateOf(now));
  return Array.from({ length: SIGNUP_WEEKS }, (_, index) =>
    addDays(thisWeek, -7 * (SIGNUP_WEEKS - 1 - index)),
  );
}

/** Users per selected base plan, `none` for users without one, in a fixed order. */
export function planMix(counts: ReadonlyMap<BasePlan | 'none', number>): Analytics['plan_mix'] {
  return [...BASE_PLANS, 'none' as const].map((plan) => ({ plan, count: counts.get(plan) ?? 0 }));
}

const DAY_MS = 86_400_000;

/** Sign-ups in the 7 days before `now`: an instant exactly 7 days old is left out, now is in. */
export function last7DaysRange(now: Date): { $gt: string; $lte: string } {
  return { $gt: new Date(now.getTime() - 7 * DAY_MS).toISOString(), $lte: now.toISOString() };
}

/**
 * The sign-up weeks (users' `signup_week`) the last 7 days fall in: seven days always cross one
 * Monday, so the week of the range's start and this week. The analytics count the range within
 * them, so the database reads those two weeks' users, not all of them.
 */
export function last7DaysWeeks(now: Date): string[] {
  const range = last7DaysRange(now);
  return [...new Set([mondayOf(range.$gt), mondayOf(range.$lte)])];
}

/** What a subscriber without a stored program pays: the base price alone. */
export const NO_PROGRAM = { savings_support: false, debt_negotiation: 0 } as const;
