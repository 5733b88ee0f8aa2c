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

/** Sign-ups counted per week of `signupWeeks(now)`; older sign-ups are left out. */
export function signupsPerWeek(
  createdAt: readonly string[],
  now: Date,
): Analytics['signups_per_week'] {
  const perWeek = new Map(signupWeeks(now).map((week) => [week, 0]));
  for (const instant of createdAt) {
    const week = weekStart(utcDateOf(instant));
    const count = perWeek.get(week);
    if (count !== undefined) perWeek.set(week, count + 1);
  }
  return [...perWeek].map(([week_start, count]) => ({ week_start, count }));
}

/** Users per selected base plan, `none` for users without one, in a fixed order. */
export function planMix(counts: ReadonlyMap<BasePlan | 'none', number>): Analytics['plan_mix'] {
  return [...BASE_PLANS, 'none' as const].map((plan) => ({ plan, count: counts.get(plan) ?? 0 }));
}
