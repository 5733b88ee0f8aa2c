/** The settlement arithmetic of spec section 9, shared by the calculator, the portal and the API. */

/** Debts settle for about 45% of their balance: the savings target. */
export const SETTLEMENT_RATE = 0.45;

/**
 * The opening offer How to negotiate teaches: 30-50% of the balance, the low end for the plan's
 * opening offer, the whole range for practice's review of an opening.
 */
export const OPENING_RANGE = [0.3, 0.5] as const;

/** Targeted savings = 45% of total debt, rounded to whole dollars. */
export function targetedSavings(totalDebt: number): number {
  return Math.round(totalDebt * SETTLEMENT_RATE);
}

/** Estimated months to settle = ceiling of total debt / net income; null (N/A) when net <= 0. */
export function estimatedMonths(totalDebt: number, netIncome: number): number | null {
  if (netIncome <= 0) return null;
  return Math.ceil(totalDebt / netIncome);
}
