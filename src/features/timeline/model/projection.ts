/**
 * The payoff projection on My Home: total balance month by month under the settlement plan
 * against paying only the minimums. The plan side comes from `planLength`: each debt leaves the
 * total in the month of its payoff date on the timeline, so the chart and the timeline agree.
 *
 * Settlement plan: a debt's balance stays as it is until its payoff month (payments stop and the
 * money goes to savings instead), then it leaves the total, settled for 45% from those savings.
 * Minimums only: every month each debt goes down by its minimum payment until it is paid off.
 * No interest is counted on either side (tradelines carry no rate), so the minimums line is the
 * most hopeful case; the chart says so.
 */
import type { PlanLength } from './plan-length';

/** The longest the minimums line is drawn past the plan's end: ten years. */
export const PROJECTION_MAX_MONTHS = 120;

export interface ProjectionDebt {
  uuid: string;
  current_balance: number;
  minimum_payment: number;
}

export interface ProjectionMonth {
  /** Months from now; 0 is today's balances. */
  month: number;
  plan: number;
  minimums: number;
}

export type Projection =
  | { kind: 'none' }
  | { kind: 'no-income' }
  | {
      kind: 'ready';
      months: ProjectionMonth[];
      /** The month the plan settles the last debt. */
      planMonths: number;
      /** The month minimum payments alone clear every debt; null if not within the horizon. */
      minimumsMonths: number | null;
    };

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Months for minimum payments alone to clear one debt; Infinity when the minimum is 0. */
function minimumsMonthsOf(debt: ProjectionDebt): number {
  if (debt.current_balance <= 0) return 0;
  if (debt.minimum_payment <= 0) return Infinity;
  return Math.ceil(debt.current_balance / debt.minimum_payment);
}

export function projectPayoff(
  debts: readonly ProjectionDebt[],
  netIncome: number,
  planned: Pick<PlanLength, 'payoffMonthOf' | 'settlementMonths'>,
): Projection {
  const owing = debts.filter((debt) => debt.current_balance > 0);
  if (owing.length === 0) return { kind: 'none' };
  if (netIncome <= 0 || planned.settlementMonths === null) return { kind: 'no-income' };

  const payoff = planned.payoffMonthOf;
  const planMonths = planned.settlementMonths;
  const clearedBy = Math.max(...owing.map(minimumsMonthsOf));
  const horizon = Math.max(planMonths, Math.min(clearedBy, PROJECTION_MAX_MONTHS));

  const months: ProjectionMonth[] = [];
  for (let month = 0; month <= horizon; month += 1) {
    let plan = 0;
    let minimums = 0;
    for (const debt of owing) {
      if (month < (payoff.get(debt.uuid) ?? 0)) plan += debt.current_balance;
      minimums += Math.max(0, debt.current_balance - debt.minimum_payment * month);
    }
    months.push({ month, plan: round2(plan), minimums: round2(minimums) });
  }
  return {
    kind: 'ready',
    months,
    planMonths,
    minimumsMonths: clearedBy <= horizon ? clearedBy : null,
  };
}
