import { formatCalendarDate } from '@/shared/lib/dates';
import type { TimelineEvent } from '../contract';
import { NOTICE_TITLE, isPastDue } from '../model/events';
import styles from './take-action.module.css';

export type StepState = 'completed' | 'past-due' | 'pending';

export function stepState(event: TimelineEvent, today: string): StepState {
  if (event.completed) return 'completed';
  return isPastDue(event, today) ? 'past-due' : 'pending';
}

export const STATE_TEXT: Record<StepState, string> = {
  completed: 'Completed',
  'past-due': 'Past due',
  pending: 'Upcoming',
};

/** The notice step is also the first contact with the creditor (spec section 4). */
export const isNotice = (type: string) => type === 'notice' || type === 'give_notice';

const MARK: Record<StepState, string> = { completed: '✓', 'past-due': '!', pending: '' };

interface TakeActionTimelineProps {
  steps: { event: TimelineEvent; label: string }[];
  today: string;
  selectedId: string | null;
  onSelect: (eventId: string) => void;
  /** The id of the details panel the steps control. */
  detailsId: string;
  /** Names the list, e.g. 'Chase steps'. */
  label: string;
}

/** One debt's steps in date order; choosing one opens its details below. */
export function TakeActionTimeline({
  steps,
  today,
  selectedId,
  onSelect,
  detailsId,
  label,
}: TakeActionTimelineProps) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map(({ event, label: stepLabel }, index) => {
        const state = stepState(event, today);
        const selected = event.id === selectedId;
        return (
          <li key={event.id} className={styles.timelineItem} data-state={state}>
            <button
              type="button"
              id={`step-${event.id}`}
              className={styles.stepButton}
              aria-pressed={selected}
              aria-controls={detailsId}
              onClick={() => onSelect(event.id)}
            >
              <span className={styles.circle} data-state={state} aria-hidden="true">
                {MARK[state] || index + 1}
              </span>
              <span className={styles.stepText}>
                {isNotice(event.type) ? (
                  <span className={styles.stepKicker}>{NOTICE_TITLE}</span>
                ) : null}
                <span className={styles.stepLabel}>{stepLabel}</span>
                <span className={styles.stepDate}>{formatCalendarDate(event.scheduled_date)}</span>
                <span className={styles.stepState} data-state={state}>
                  {STATE_TEXT[state]}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
