/**
 * The settlement plan of one debt (issue 27, point 2), one function per rule:
 *   target         = 45% of the balance (spec section 2.3; `targetedSavings`, My Home's rule)
 *   opening offer  = 30% of the balance, the low end of the 30-50% How to negotiate teaches
 *   walk-away      = the user's own maximum (stored with the plan; not a rule)
 *   funding date   = when 45% of this and every smaller balance is saved from the monthly net
 *                    income: the timeline's payoff date (timeline/model/schedule.ts)
 * Whole dollars, rounded like the rest of the portal.
 */
import { OPENING_RANGE, SETTLEMENT_RATE, targetedSavings } from '@/shared/lib/settlement';

/** The opening offer's share of the balance: the low end of How to negotiate's range. */
export const OPENING_SHARE = OPENING_RANGE[0];

export function openingOffer(balance: number): number {
  return Math.round(balance * OPENING_SHARE);
}

/** The target settlement: My Home's Targeted Savings rule applied to one debt. */
export function settlementTarget(balance: number): number {
  return targetedSavings(balance);
}

/** The target's share, for the plan's label ('Target (45%)'). */
export const TARGET_PERCENT = Math.round(SETTLEMENT_RATE * 100);

/** An amount as a whole percent of the balance (0 for a zero balance). */
export function percentOfBalance(amount: number, balance: number): number {
  return balance > 0 ? Math.round((amount / balance) * 100) : 0;
}
