import { compareIso, formatCalendarDate } from '@/shared/lib/dates';
import type { TimelineEvent } from '../contract';
import { NOTICE_TITLE, isPastDue, stepDate } from '../model/events';
import type { DatedItem } from '../model/overview';
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

/** A dated item is done once answered, past due once it passed unanswered. */
export function datedState(item: DatedItem): StepState {
  if (item.answered) return 'completed';
  return item.days_late > 0 ? 'past-due' : 'pending';
}

/** The id of a dated item on the page, for jumping to it from the past-due list. */
export const datedItemId = (id: string) => `dated-${id}`;

interface TakeActionTimelineProps {
  steps: { event: TimelineEvent; label: string }[];
  today: string;
  selectedId: string | null;
  onSelect: (eventId: string) => void;
  /** The id of the details panel the steps control. */
  detailsId: string;
  /** Names the list, e.g. 'Chase steps'. */
  label: string;
  /** Other features' dated items (the dispute deadline), placed among the steps by date. */
  dated?: readonly DatedItem[];
}

type Entry =
  | { kind: 'step'; date: string; event: TimelineEvent; label: string; number: number }
  | { kind: 'dated'; date: string; item: DatedItem };

/** The steps in their order, each dated item after the last step on or before its date. */
function entries(steps: TakeActionTimelineProps['steps'], dated: readonly DatedItem[]): Entry[] {
  const list: Entry[] = steps.map(({ event, label }, index) => ({
    kind: 'step',
    date: event.scheduled_date,
    event,
    label,
    number: index + 1,
  }));
  for (const item of [...dated].sort((a, b) => compareIso(a.date, b.date))) {
    const after = list.findIndex((entry) => compareIso(entry.date, item.date) > 0);
    list.splice(after < 0 ? list.length : after, 0, { kind: 'dated', date: item.date, item });
  }
  return list;
}

/** One debt's steps in date order; choosing one opens its details below. */
export function TakeActionTimeline({
  steps,
  today,
  selectedId,
  onSelect,
  detailsId,
  label,
  dated = [],
}: TakeActionTimelineProps) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries(steps, dated).map((entry) => {
        if (entry.kind === 'dated') return <DatedEntry key={entry.item.id} item={entry.item} />;
        const { event, label: stepLabel, number } = entry;
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
                {MARK[state] || number}
              </span>
              <span className={styles.stepText}>
                {isNotice(event.type) ? (
                  <span className={styles.stepKicker}>{NOTICE_TITLE}</span>
                ) : null}
                <span className={styles.stepLabel}>{stepLabel}</span>
                <span className={styles.stepDate}>{formatCalendarDate(stepDate(event))}</span>
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

/** A dated item: not a step, so nothing to choose; the past-due list can focus it. */
function DatedEntry({ item }: { item: DatedItem }) {
  const state = datedState(item);
  return (
    <li className={styles.timelineItem} data-state={state}>
      <div id={datedItemId(item.id)} className={styles.datedItem} tabIndex={-1}>
        <span className={styles.circle} data-state={state} aria-hidden="true">
          {MARK[state] || '§'}
        </span>
        <span className={styles.stepText}>
          <span className={styles.stepLabel}>{item.label}</span>
          <span className={styles.stepDate}>{formatCalendarDate(item.date)}</span>
          <span className={styles.stepState} data-state={state}>
            {item.status}
          </span>
        </span>
      </div>
    </li>
  );
}
