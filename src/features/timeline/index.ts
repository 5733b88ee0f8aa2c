/**
 * What other features and the pages read of the timeline: data and parts. The Take action page
 * that composes them with practice, tradelines and enrollment is in the pages layer
 * (src/pages/portal/take-action/), so this index closes no import cycle through those features.
 */
export { eventsQuery, getEvents, timelineKeys } from './api/timeline.queries';
export {
  completeEvent,
  generateEvents,
  startCall,
  useCompleteEvent,
  useGenerateEvents,
  useStartCall,
} from './api/use-timeline-mutations';
export { CallState, callRequestedText, useWaitingCall } from './ui/call-state';
export { callKeys, callsQuery, getCalls } from './api/calls.queries';

export { EventTimeline, EventTimelines } from './ui/event-timeline';
export type { OpenEvent } from './ui/event-details-modal';
export { labelEvents } from './model/events';
export { LazyPayoffProjection } from './ui/payoff-projection-lazy';
export { planLength, type PlanLength } from './model/plan-length';

export type { TimelineEvent } from './contract';
export { hoursLeft, nextStep, valuePerHour } from './model/events';
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
