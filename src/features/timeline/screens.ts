/**
 * The timeline (Take action): the screens and parts only the pages layer (src/pages) mounts. They stay out of
 * the index, which other features and the first screens import, so loading the index (in the
 * development server and the tests, where nothing is tree-shaken) never brings them along.
 */
export type { TimelineEvent } from './contract';
export { nextStep } from './model/events';
export { DebtEffort } from './ui/debt-effort';
export { pastDueEntries, pendingCalendarSteps, stepsByDebt } from './model/overview';
export type { DatedItem } from './model/overview';
export { CalendarExportButton } from './ui/calendar-export-button';
export { PastDueList } from './ui/past-due-list';
export { TakeActionStepDetails } from './ui/take-action-step-details';
export { TakeActionTimeline, datedItemId } from './ui/take-action-timeline';
