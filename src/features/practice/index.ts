/**
 * Practice negotiations (issue 26). The page loads with its route only; other features read
 * the list and the best result per debt from here.
 */
export const loadPracticePage = () =>
  import('./ui/practice-page').then((module) => ({ default: module.PracticePage }));
export type { PracticeSession, PracticeSummary } from './contract';
export {
  getPracticeSessions,
  practiceKeys,
  practiceListQuery,
  practiceSessionQuery,
} from './api/practice.queries';
export { bestByDebt, practicedLabel } from './model/history';
