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

const DAY_MS = 86_400_000;

/** Sign-ups in the 7 days before `now` (an instant exactly 7 days old is left out). */
export function signupsSince7Days(createdAt: readonly string[], now: Date): number {
  const since = now.getTime() - 7 * DAY_MS;
  return createdAt.filter((instant) => {
    const time = Date.parse(instant);
    return time > since && time <= now.getTime();
  }).length;
}

/** What a subscriber without a stored program pays: the base price alone. */
export const NO_PROGRAM = { savings_support: false, debt_negotiation: 0 } as const;

interface PricedProgram {
  savings_support: boolean;
  debt_negotiation: 0 | 1 | 2;
}

/**
 * Monthly recurring revenue: each active subscriber's program priced by `price`, which is the
 * enrollment screen's `monthlyTotal` (passed in: a model imports no other feature).
 */
export function recurringRevenue(
  programs: readonly (PricedProgram | null)[],
  price: (program: PricedProgram) => number,
): number {
  return programs.reduce((sum, program) => sum + price(program ?? NO_PROGRAM), 0);
}
