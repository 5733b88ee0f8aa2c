/**
 * Practice negotiations (issue 26). Other features read the list and the best result per debt
 * from here; the page (src/pages/portal/practice) composes these parts with the debts.
 */
export type { PracticeSession, PracticeSummary } from './contract';
export {
  getPracticeSessions,
  practiceKeys,
  practiceHistoryQuery,
  practiceListQuery,
  practiceSessionQuery,
} from './api/practice.queries';
export { usePlayPractice, useStartPractice } from './api/use-practice-mutations';
export { PracticeConversation } from './ui/practice-conversation';
export { PracticeHistory } from './ui/practice-history';
export { PracticeResult } from './ui/practice-result';
export { PracticeSetup } from './ui/practice-setup';
export { PracticeTranscript } from './ui/practice-transcript';
export { bestByDebt, practicedLabel } from './model/history';
