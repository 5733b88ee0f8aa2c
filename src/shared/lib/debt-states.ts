/**
 * A debt's one state (DESIGN.md section 12), derived by the settlement service from the debt's
 * records and carried on the tradeline: every screen, job and rule reads it, none recomputes it.
 *   open          nothing logged yet
 *   negotiating   an offer logged
 *   agreed        a written agreement saved, nothing paid against it
 *   paying        a payment recorded, some of the agreement left
 *   settled       the agreement paid, for less than the balance it settled
 *   paid_in_full  the agreement paid, for the whole balance it settled
 */
export const DEBT_STATES = [
  'open',
  'negotiating',
  'agreed',
  'paying',
  'settled',
  'paid_in_full',
] as const;
export type DebtState = (typeof DEBT_STATES)[number];

/** The states in which nothing is owed any more: the debt is done. */
export function isResolved(state: DebtState): boolean {
  return state === 'settled' || state === 'paid_in_full';
}

export const DEBT_STATE_LABELS: Readonly<Record<DebtState, string>> = {
  open: 'Open',
  negotiating: 'Negotiating',
  agreed: 'Agreed in writing',
  paying: 'Paying',
  settled: 'Settled',
  paid_in_full: 'Paid in full',
};
