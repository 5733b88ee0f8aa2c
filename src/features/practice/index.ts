/**
 * Practice negotiations (issue 26). The page (`pages/practice-page.tsx`) is loaded by the route
 * table only; other features read the list and the best result per debt from here.
 */
export type { PracticeSession, PracticeSummary } from './contract';
export {
  getPracticeSessions,
  practiceKeys,
  practiceListQuery,
  practiceSessionQuery,
} from './api/practice.queries';
export { bestByDebt, practicedLabel } from './model/history';
