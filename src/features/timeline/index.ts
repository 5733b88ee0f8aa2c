/**
 * What other features and the pages read of the timeline: data and parts. The Take action page,
 * which composes the timeline with practice, tradelines and enrollment, is in `pages/`,
 * which only the route table loads, and reads its own parts directly.
 */
export { eventsQuery, getEvents, timelineKeys } from './api/timeline.queries';
export {
  completeEvent,
  generateEvents,
  useCompleteEvent,
  useGenerateEvents,
} from './api/use-timeline-mutations';

export { EventTimeline, EventTimelines } from './ui/event-timeline';
export type { OpenEvent } from './ui/event-details-modal';
export { labelEvents } from './model/events';
export { LazyPayoffProjection } from './ui/payoff-projection-lazy';
export { planLength, type PlanLength } from './model/plan-length';
