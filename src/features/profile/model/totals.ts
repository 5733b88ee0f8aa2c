/**
 * The financial profile's totals, computed the same way by both backends:
 *   expenses_calculated = home + auto + food + school + personal + medical + utilities + other
 *   expenses            = the expense total the net is computed from
 *   net_income          = income − expenses
 * When an update changes any expense category, `expenses` follows the categories; an update
 * that sends only `expenses` (a total typed directly) keeps it.
 */
import {
  COMPONENT_FIELDS,
  ROLLED_UP_FIELDS,
  type FinancialProfile,
  type UpdateFinancialProfileBody,
} from '../contract';

type Categories = Record<(typeof ROLLED_UP_FIELDS)[number], number>;

/** The largest amount a profile holds (`AmountSchema`'s bound), its expense totals included. */
export const MAX_PROFILE_AMOUNT = 100_000_000;

/**
 * Whether the totals fit: each category may hold up to the bound, but their sum must too (found
 * by fuzzing: eight large categories made a total no backend could store or answer).
 */
export function totalsFit(
  profile: Pick<FinancialProfile, 'expenses' | 'expenses_calculated'>,
): boolean {
  return (
    profile.expenses <= MAX_PROFILE_AMOUNT && profile.expenses_calculated <= MAX_PROFILE_AMOUNT
  );
}

export function sumCategories(profile: Categories): number {
  return ROLLED_UP_FIELDS.reduce((sum, field) => sum + profile[field], 0);
}

/** A profile with no income and no expenses: what a 404 on read is replaced with. */
export function defaultProfile(userId: string): FinancialProfile {
  const zeros = Object.fromEntries(
    [...ROLLED_UP_FIELDS, ...COMPONENT_FIELDS].map((field) => [field, 0]),
  ) as Record<(typeof ROLLED_UP_FIELDS)[number] | (typeof COMPONENT_FIELDS)[number], number>;
  return {
    user_id: userId,
    income: 0,
    ...zeros,
    credit_score: null,
    expenses: 0,
    expenses_calculated: 0,
    net_income: 0,
  };
}

/** The stored profile after an update, with its totals recomputed. */
export function applyProfileUpdate(
  existing: FinancialProfile,
  update: UpdateFinancialProfileBody,
): FinancialProfile {
  const merged: FinancialProfile = { ...existing, ...update };
  const categoriesChanged = ROLLED_UP_FIELDS.some((field) => field in update);
  const expenses_calculated = sumCategories(merged);
  const expenses =
    categoriesChanged || update.expenses === undefined ? expenses_calculated : update.expenses;
  return withTotals({ ...merged, expenses }, expenses_calculated);
}

/** A new profile's totals from its categories (what POST stores). */
export function completeProfile(profile: FinancialProfile): FinancialProfile {
  const expenses_calculated = sumCategories(profile);
  return withTotals({ ...profile, expenses: expenses_calculated }, expenses_calculated);
}

function withTotals(profile: FinancialProfile, expenses_calculated: number): FinancialProfile {
  return {
    ...profile,
    expenses_calculated,
    net_income: profile.income - profile.expenses,
  };
}

/** Net after debt payments = net income − the sum of the tradelines' minimum payments. */
export function netAfterDebtPayments(netIncome: number, minimumPayments: number): number {
  return netIncome - minimumPayments;
}
