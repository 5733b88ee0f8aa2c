import { lazy, Suspense, useState } from 'react';
import { formatCalendarDate } from '@/shared/lib/dates';
import type { TimelineEvent } from '../contract';
import type { OpenEvent } from './event-details-modal';
import { labelEvents, stepDate } from '../model/events';
import { STATUS_TEXT, eventStatus } from './event-status';
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
                    <span className={styles.meta}>{formatCalendarDate(stepDate(event))}</span>
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

// Event Details loads when first opened, so it costs My Home's first screen nothing.
const EventDetailsModal = lazy(async () => ({
  default: (await import('./event-details-modal')).EventDetailsModal,
}));

interface EventTimelinesProps {
  userId: string;
  today: string;
  /** The tradelines in the order to show them. */
  tradelines: readonly { id: string; uuid: string; account_name: string }[];
  events: readonly TimelineEvent[];
}

/** Every tradeline's timeline; a step opens Event Details. */
export function EventTimelines({ userId, today, tradelines, events }: EventTimelinesProps) {
  const [open, setOpen] = useState<OpenEvent | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {tradelines.map((tradeline) => {
        const own = events.filter((event) => event.tradeline_uuid === tradeline.uuid);
        return (
          <EventTimeline
            key={tradeline.id}
            name={tradeline.account_name}
            events={own}
            today={today}
            onOpen={(event, label) => {
              setOpened(true);
              setOpen({ event, label, name: tradeline.account_name, siblings: own });
            }}
          />
        );
      })}
      {opened ? (
        <Suspense fallback={null}>
          <EventDetailsModal
            open={open}
            onClose={() => setOpen(null)}
            userId={userId}
            today={today}
          />
        </Suspense>
      ) : null}
    </>
  );
}
