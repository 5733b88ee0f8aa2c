/**
 * A debt's state and what it still owes, from its records (DESIGN.md section 12). The settlement
 * service derives it once per answer and the tradeline carries it; nothing else computes it.
 */
import type { DebtState } from '@/shared/lib/debt-states';
import { reportCheckDates, settledOn, toCents, type PaymentLike } from './agreement';

const toDollars = (cents: number) => cents / 100;

export interface LifecycleRecords {
  /** The tradeline's current balance. */
  balance: number;
  /** How many offers are logged on the debt. */
  offers: number;
  agreement: {
    amount: number;
    balance_at_settlement: number;
    payments: readonly PaymentLike[];
  } | null;
}

export interface Lifecycle {
  state: DebtState;
  /**
   * What is still owed: the balance until a payment starts the agreement, then what remains of
   * the agreement ($0 once it is paid).
   */
  owed: number;
  /** The date of the payment that completed the agreement; null until then. */
  settled_on: string | null;
  /** What the settlement saved (the balance it settled minus what was paid); 0 until settled. */
  saved: number;
  /** The days to check the credit reports show the account closed, $0 balance; [] until then. */
  report_checks: string[];
}

export function debtLifecycle({ balance, offers, agreement }: LifecycleRecords): Lifecycle {
  const open = { owed: balance, settled_on: null, saved: 0, report_checks: [] };
  if (!agreement) return { state: offers > 0 ? 'negotiating' : 'open', ...open };
  if (agreement.payments.length === 0) return { state: 'agreed', ...open };
  const paid = agreement.payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const left = toCents(agreement.amount) - paid;
  if (left > 0) return { ...open, state: 'paying', owed: toDollars(left) };
  // Non-null: the payments reach the amount (both counted in cents).
  const settled = settledOn(agreement.amount, agreement.payments)!;
  const forgiven = Math.max(0, toCents(agreement.balance_at_settlement) - paid);
  return {
    state: forgiven > 0 ? 'settled' : 'paid_in_full',
    owed: 0,
    settled_on: settled,
    saved: toDollars(forgiven),
    report_checks: reportCheckDates(settled),
  };
}
