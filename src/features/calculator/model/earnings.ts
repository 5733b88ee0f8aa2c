/**
 * The earnings calculator's rules (spec sections 5 and 9). Pure functions: the page parses the
 * inputs with `validateCalculatorInput` and shows what `calculateEarnings` returns.
 */
import { targetedSavings } from '@/shared/lib/settlement';
import type { CalculatorInput, CeoEntry } from '../contract';
import { CEO_TIERS } from './ceo-tiers';

/** The working-time factor applied to the months of saving (spec section 9). */
export const WORKING_TIME_FACTOR = 5 / 12;

export const CALCULATOR_MESSAGES = {
  missing: 'Please fill in all fields',
  incomeNotAbove: 'Income must be greater than expenses',
  negative: 'Amounts cannot be negative',
} as const;

export interface CalculatorFields {
  monthlyIncome: string;
  monthlyExpenses: string;
  totalDebt: string;
}

export type Validation = { ok: true; input: CalculatorInput } | { ok: false; message: string };

function toAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Turns the three text inputs into numbers or the spec's message for the first broken rule. */
export function validateCalculatorInput(fields: CalculatorFields): Validation {
  const monthlyIncome = toAmount(fields.monthlyIncome);
  const monthlyExpenses = toAmount(fields.monthlyExpenses);
  const totalDebt = toAmount(fields.totalDebt);
  if (monthlyIncome === null || monthlyExpenses === null || totalDebt === null) {
    return { ok: false, message: CALCULATOR_MESSAGES.missing };
  }
  if (monthlyIncome < 0 || monthlyExpenses < 0 || totalDebt < 0) {
    return { ok: false, message: CALCULATOR_MESSAGES.negative };
  }
  if (monthlyIncome <= monthlyExpenses) {
    return { ok: false, message: CALCULATOR_MESSAGES.incomeNotAbove };
  }
  return { ok: true, input: { monthlyIncome, monthlyExpenses, totalDebt } };
}

export function disposableIncome(input: CalculatorInput): number {
  return input.monthlyIncome - input.monthlyExpenses;
}

/**
 * What settling the debt yourself pays per hour of work: the total debt divided by the months
 * of saving (targeted savings over disposable income) times the 5/12 working-time factor.
 * Null when there is nothing to save (no debt), where the division has no meaning.
 */
export function hourlyPay(input: CalculatorInput): number | null {
  const savings = targetedSavings(input.totalDebt);
  const disposable = disposableIncome(input);
  if (savings <= 0 || disposable <= 0) return null;
  const workingTime = (savings / disposable) * WORKING_TIME_FACTOR;
  return input.totalDebt / workingTime;
}

/** The tier whose hourly pay is closest to `pay`; the lower tier wins a tie. */
export function closestCeo(pay: number, tiers: readonly CeoEntry[] = CEO_TIERS): CeoEntry {
  let best = tiers[0];
  if (!best) throw new Error('The chief-executive table is empty.');
  for (const entry of tiers) {
    if (Math.abs(entry.hourlyPay - pay) < Math.abs(best.hourlyPay - pay)) best = entry;
  }
  return best;
}

export interface Earnings {
  targetedSavings: number;
  hourlyPay: number | null;
  match: CeoEntry | null;
}

export function calculateEarnings(input: CalculatorInput): Earnings {
  const pay = hourlyPay(input);
  return {
    targetedSavings: targetedSavings(input.totalDebt),
    hourlyPay: pay,
    match: pay === null ? null : closestCeo(pay),
  };
}
