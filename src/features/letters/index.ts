/**
 * Letters and the collector rules (issue 28). The section is its own chunk: the page that shows
 * a debt's details mounts `LazyLettersSection` with the tradeline. A debt's timeline reads its
 * dispute deadline with `lettersQuery` and `disputeDeadline`.
 */
export { LazyLettersSection } from './ui/letters-section-lazy';
export type { LettersSectionProps } from './ui/letters-section';
export { lettersKeys, lettersQuery } from './api/letters.queries';
export { disputeDeadline, type DisputeDeadline } from './model/validation-window';
export { usePaymentCheck, type PaymentCheck } from './ui/payment-confirm';
