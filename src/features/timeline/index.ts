/**
 * Pages load with their route, through these loaders: the portal shell and My Home import this
 * index for data and parts, and must not bring whole pages onto the portal's first screen.
 */
export const loadTakeActionPage = () =>
  import('./ui/take-action-page').then((module) => ({ default: module.TakeActionPage }));
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
