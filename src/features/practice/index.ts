/**
 * Practice negotiations (issue 26). Other features read the list and the best result per debt
 * from here; the page (`pages/practice-page.tsx`, which only the route table loads) composes
 * the practice parts with the debts.
 */
export type { PracticeSession, PracticeSummary } from './contract';
export {
  getPracticeSessions,
  practiceKeys,
  practiceListQuery,
  practiceSessionQuery,
} from './api/practice.queries';
export { bestByDebt, practicedLabel } from './model/history';
/** The engine's words and rules per holder, which the call companion coaches with. */
export { playMove, startPractice } from './model/engine';
export { SETTLEMENT_RANGES } from './model/setup';
export { VIOLATION_RULES } from './model/violations';
