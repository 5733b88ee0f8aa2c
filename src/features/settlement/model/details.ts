/**
 * The settlement workspace's `{ "detail": string }` texts (issue 27), answered by both backends
 * through the shared service. They live with the feature, not in `@/shared/api/details`, so the
 * portal's first screen does not carry them (the workspace loads with its route).
 */
export const SETTLEMENT_DETAILS = {
  lastPaymentInFuture: 'The date of the last payment cannot be in the future.',
  offerInFuture: 'The date of an offer cannot be in the future.',
  offersFull: 'This debt has 100 offers logged, the most the log keeps.',
  agreementOverBalance: 'The agreed amount cannot be more than the balance at settlement.',
  scheduleMismatch: "The payments' amounts must add up to the agreed amount.",
  agreementBelowPaid: 'The agreed amount cannot be less than what you have already paid.',
  agreementMissing: 'Record the written agreement before its payments.',
  paymentInFuture: 'The date of a payment cannot be in the future.',
  paymentOverRemaining: 'This payment is more than what remains to pay on the agreement.',
  agreementSettled: 'The agreement is fully paid: the debt is settled.',
  offerOverBalance: "An offer cannot be more than the debt's balance.",
  settledRecord:
    'This debt is settled: its offers, agreement and letter are kept as they are, as its record.',
  taxBeforeAgreement: 'Save the written agreement before its tax worksheet.',
  agreementChanged:
    'The agreement changed while this was being saved. Reload the page and try again.',
  documentBeforeAgreement: 'Save the written agreement before attaching its letter.',
  documentTooLarge: 'The file is larger than 10 MB. Attach a smaller copy of the letter.',
  documentNotAllowed:
    'This file is not a PDF, PNG or JPEG (its content was checked, not its name). Attach the letter as a PDF, PNG or JPEG.',
  documentUnreadable: 'The file could not be read. Choose it again and try again.',
  documentEmpty: 'The file is empty. Choose the letter again.',
  documentMissing: 'No letter is attached to this agreement.',
} as const;

/**
 * The 409 of a payment recorded before the agreement is complete in writing, naming what is
 * missing (the labels of `missingBeforePaying`).
 */
export function notInWriting(missing: readonly string[]): string {
  return `Get it in writing before paying. Still missing: ${missing.join('; ')}.`;
}
