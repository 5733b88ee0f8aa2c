import type { TimelineEvent } from '../contract';
import { labelEvents } from '../model/events';
import { STATUS_TEXT, eventStatus, formatEventDate } from './event-status';
import styles from './event-timeline.module.css';

interface EventTimelineProps {
  /** The tradeline's account name, the timeline's heading. */
  name: string;
  /** The tradeline's events, in any order. */
  events: readonly TimelineEvent[];
  /** Today's calendar date, `YYYY-MM-DD` (past due is decided against it). */
  today: string;
  onOpen: (event: TimelineEvent, label: string) => void;
  headingLevel?: 3 | 4;
}

const MARKS = { completed: '✓', 'past-due': '!', upcoming: '' } as const;

/**
 * One tradeline's steps in date order (spec section 4): each circle is styled completed or past
 * due, and says so in words too; a step opens Event Details.
 */
export function EventTimeline({
  name,
  events,
  today,
  onOpen,
  headingLevel = 3,
}: EventTimelineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.timeline} aria-label={`${name} timeline`}>
      <Heading className={styles.name}>{name}</Heading>
      {events.length === 0 ? (
        <p className={styles.meta}>No steps scheduled yet.</p>
      ) : (
        <ol className={styles.steps}>
          {labelEvents(events).map(({ event, label }, index) => {
            const status = eventStatus(event, today);
            const statusClass =
              status === 'completed'
                ? styles.completed
                : status === 'past-due'
                  ? styles.pastDue
                  : '';
            return (
              <li key={event.id}>
                <button
                  type="button"
                  className={`${styles.step} ${statusClass}`}
                  data-status={status}
                  onClick={() => onOpen(event, label)}
                >
                  <span className={styles.circle} aria-hidden="true">
                    {MARKS[status] || index + 1}
                  </span>
                  <span className={styles.text}>
                    <span className={styles.label}>{label}</span>
                    <span className={styles.meta}>{formatEventDate(event.scheduled_date)}</span>
                    <span className={`${styles.meta} ${styles.status}`}>{STATUS_TEXT[status]}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
