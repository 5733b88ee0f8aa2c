/**
 * The timeline (Take action): the screens and parts only the pages layer (src/pages) mounts. They stay out of
 * the index, which other features and the first screens import, so loading the index (in the
 * development server and the tests, where nothing is tree-shaken) never brings them along.
 */
export { callRequestedText, useWaitingCall } from './ui/call-state';
export type { TimelineEvent } from './contract';
export { nextStep } from './model/events';
export { DebtEffort } from './ui/debt-effort';
export { pastDueSteps, pendingCalendarSteps, stepsByDebt } from './model/overview';
export { CalendarExportButton } from './ui/calendar-export-button';
export {
  CALL_FAILED,
  CALL_MISSING_DATA,
  CALL_PHONE_SAVE_FAILED,
  CALL_STARTED,
  callQuestion,
} from './ui/call-messages';
export type { CallTarget } from './ui/call-target';
export { PastDueList } from './ui/past-due-list';
export { TakeActionStepDetails } from './ui/take-action-step-details';
export { TakeActionTimeline } from './ui/take-action-timeline';
