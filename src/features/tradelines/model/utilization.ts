/** Utilization and the Total row of the Lines of Credit table (spec section 9). */

/**
 * Balance over limit as a rounded percent; 0 when there is no limit. Amounts are dollars and
 * cents, so a limit under one cent is no limit (found by fuzzing: a limit of 2e-16 made a
 * percent past any integer, which no answer could carry, and the user's list answered 500).
 */
export function utilization(balance: number, limit: number): number {
  if (limit < 0.01) return 0;
  return Math.round((balance / limit) * 100);
}

export interface TradelineAmounts {
  current_balance: number;
  minimum_payment: number;
  credit_limit: number;
}

export interface TradelineTotals {
  current_balance: number;
  minimum_payment: number;
  credit_limit: number;
  utilization: number;
}

/** Sums of the three amounts and the utilization of the totals. */
export function tradelineTotals(tradelines: readonly TradelineAmounts[]): TradelineTotals {
  const sum = (pick: (t: TradelineAmounts) => number) =>
    tradelines.reduce((total, tradeline) => total + pick(tradeline), 0);
  const current_balance = sum((t) => t.current_balance);
  const credit_limit = sum((t) => t.credit_limit);
  return {
    current_balance,
    minimum_payment: sum((t) => t.minimum_payment),
    credit_limit,
    utilization: utilization(current_balance, credit_limit),
  };
}

/**
 * The debts as the plan counts them: each at what is still owed (`owed`, from the debt's state on
 * the tradeline: the rest of a paying agreement, $0 once settled), for the totals, the plan's
 * length and the projection, which all take a `current_balance`.
 */
export function asStillOwed<T extends { current_balance: number; owed: number }>(
  tradelines: readonly T[],
): T[] {
  return tradelines.map((tradeline) => ({ ...tradeline, current_balance: tradeline.owed }));
}

/** What the settled debts saved, added up (each debt's `saved`, 0 until it is settled). */
export function savedBySettlements(tradelines: readonly { saved: number }[]): number {
  return tradelines.reduce((sum, tradeline) => sum + Math.round(tradeline.saved * 100), 0) / 100;
}
