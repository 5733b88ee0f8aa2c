/**
 * The written agreement (issue 27, points 4 and 5): the checklist with one line of why for each,
 * the payments against it, and when the debt counts as settled.
 */
import { addDays } from '@/shared/lib/dates';

export const CHECKLIST = [
  {
    key: 'in_writing',
    label: 'Received in writing before paying',
    why: 'A promise on the phone is hard to prove; pay only what a letter says you owe.',
  },
  {
    key: 'names_parties',
    label: 'Names the creditor and the account',
    why: 'The letter must be about this debt, so no one can say it covered another account.',
  },
  {
    key: 'settles_in_full',
    label: 'Says the payment settles the debt in full and releases the rest',
    why: 'Without it, the unpaid balance could still be collected after you pay.',
  },
  {
    key: 'reporting_stated',
    label: "Says how it will be reported ('Settled in Full' or 'Paid in Full')",
    why: 'Your credit reports should show the account closed with a $0 balance.',
  },
  {
    key: 'no_resale',
    label: 'No resale or further collection of the balance',
    why: 'A forgiven balance sold to a debt buyer can come back as a new collection.',
  },
] as const;

export type ChecklistKey = (typeof CHECKLIST)[number]['key'];
export const CHECKLIST_KEYS = CHECKLIST.map((item) => item.key) as [
  ChecklistKey,
  ...ChecklistKey[],
];
export type Checklist = Record<ChecklistKey, boolean>;

/** Every item checked: an agreement the user found complete (the seed's and the tests'). */
export const COMPLETE_CHECKLIST = Object.fromEntries(
  CHECKLIST_KEYS.map((key) => [key, true]),
) as Checklist;

/** No item checked: a new agreement's checklist. */
export const NO_CHECKLIST = Object.fromEntries(
  CHECKLIST_KEYS.map((key) => [key, false]),
) as Checklist;

/** The items not yet checked, in the list's order, by their labels. */
export function missingItems(checklist: Checklist): string[] {
  return CHECKLIST.filter((item) => !checklist[item.key]).map((item) => item.label);
}

export const DOCUMENT_MISSING_ITEM = "The agreement's letter attached";

/**
 * What the agreement still lacks before a payment may be recorded: money leaves only in writing
 * (DESIGN.md section 12). Every checklist item checked and the letter attached; no override.
 */
export function missingBeforePaying(agreement: {
  checklist: Checklist;
  letter: unknown;
}): string[] {
  return [
    ...missingItems(agreement.checklist),
    ...(agreement.letter ? [] : [DOCUMENT_MISSING_ITEM]),
  ];
}

export interface PaymentLike {
  amount: number;
  date: string;
}

/** Whole cents: sums add and compare without floating-point dust ($0.10 + $0.20 is $0.30). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** What has been paid against the agreement. */
export function paidSoFar(payments: readonly PaymentLike[]): number {
  return payments.reduce((sum, payment) => sum + toCents(payment.amount), 0) / 100;
}

/** What remains to pay, never negative. */
export function remainingToPay(agreed: number, payments: readonly PaymentLike[]): number {
  return Math.max(0, toCents(agreed) - toCents(paidSoFar(payments))) / 100;
}

/** Settled once the payments add up to the agreed amount: the date of the payment that did it. */
export function settledOn(agreed: number, payments: readonly PaymentLike[]): string | null {
  let paid = 0;
  for (const payment of [...payments].sort((a, b) => a.date.localeCompare(b.date))) {
    paid += toCents(payment.amount);
    if (paid >= toCents(agreed)) return payment.date;
  }
  return null;
}

/** What the settlement saved: the balance at settlement minus what was paid. */
export function savedBySettlement(balance: number, payments: readonly PaymentLike[]): number {
  return Math.max(0, toCents(balance) - toCents(paidSoFar(payments))) / 100;
}

/** The days after settling to check the credit reports show the account settled, $0 balance. */
export const REPORT_CHECK_DAYS = [30, 60] as const;

export function reportCheckDates(settled: string): string[] {
  return REPORT_CHECK_DAYS.map((days) => addDays(settled, days));
}

interface TimelineStep {
  event: { id: string; completed: boolean };
  label: string;
}

/**
 * The Payoff step the workspace offers to mark complete: the pending one, and only while the
 * debt is not settled. The workspace never completes a step itself (the spec's steps move to
 * completed through 'Mark complete' alone, in order); once the payments add up, the question it
 * asks, whether the agreement is in writing before paying, is past (docs/decisions.md SW-8).
 */
export function payoffToAsk<Step extends TimelineStep>(
  steps: readonly Step[],
  agreement: { settled_on: string | null } | null,
): Step | null {
  if (agreement?.settled_on) return null;
  return steps.find((step) => step.label === 'Payoff' && !step.event.completed) ?? null;
}
