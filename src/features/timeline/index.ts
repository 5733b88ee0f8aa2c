export { TakeActionPage } from './ui/take-action-page';
export { eventsQuery, getEvents, timelineKeys } from './api/timeline.queries';
export {
  completeEvent,
  generateEvents,
  startCall,
  useCompleteEvent,
  useGenerateEvents,
  useStartCall,
} from './api/use-timeline-mutations';
export { CallState } from './ui/call-state';
export { callKeys, callsQuery, getCalls } from './api/calls.queries';

export { EventTimeline, EventTimelines } from './ui/event-timeline';
export type { OpenEvent } from './ui/event-details-modal';
export { labelEvents } from './model/events';
export { LazyPayoffProjection } from './ui/payoff-projection-lazy';
