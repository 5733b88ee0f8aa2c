/**
 * What other features and the portal read of the timeline: data and parts. Its page
 * (`pages/take-action-page.tsx`) is loaded by the route table only, so this index neither brings
 * it onto the portal's first screen nor closes an import cycle through the features it composes.
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
export { CallState } from './ui/call-state';
export { callKeys, callsQuery, getCalls } from './api/calls.queries';

export { EventTimeline, EventTimelines } from './ui/event-timeline';
export type { OpenEvent } from './ui/event-details-modal';
export { labelEvents } from './model/events';
export { LazyPayoffProjection } from './ui/payoff-projection-lazy';
export { planLength, type PlanLength } from './model/plan-length';
