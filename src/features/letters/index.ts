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
/** The holder rule, the call limits and the time to sue, which the call companion coaches with. */
export { COVERAGE_TEXTS, coverageOf, FLAG_TEXTS, localDateTime } from './model/regulation-f';
export { limitationEstimate, RESTART_WARNING } from './model/limitations';
export { DISPUTE_PAUSE_SOURCE } from './model/payment-caution';
export { VALIDATION_PERIOD_DAYS } from './model/validation-window';
