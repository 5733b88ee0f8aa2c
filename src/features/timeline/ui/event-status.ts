/** How the My Home timeline names an event's state and dates (read without colour). */
import type { TimelineEvent } from '../contract';
import { isPastDue } from '../model/events';

export type EventStatus = 'completed' | 'past-due' | 'upcoming';

export const STATUS_TEXT: Record<EventStatus, string> = {
  completed: 'Completed',
  'past-due': 'Past due',
  upcoming: 'Upcoming',
};

export function eventStatus(event: TimelineEvent, today: string): EventStatus {
  if (event.completed) return 'completed';
  return isPastDue(event, today) ? 'past-due' : 'upcoming';
}
