/**
 * What other features and the pages read of the timeline: data and parts. The Take action page,
 * which composes the timeline with practice, tradelines and enrollment, is in `pages/`,
 * which only the route table loads, and reads its own parts directly.
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
