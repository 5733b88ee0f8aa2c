import { detailOr } from '@/shared/api';
import { daysBetween, formatCalendarDate } from '@/shared/lib/dates';
import { Alert, Button } from '@/shared/ui';
import { useCompleteEvent } from '../api/use-timeline-mutations';
import { callRequestedText, type UserCall } from '@/features/calls';
import type { TimelineEvent } from '../contract';
import { NOTICE_TITLE, canComplete } from '../model/events';
import { daysLateText } from './take-action-dates';
import { stepGuidance } from './take-action-guidance';
import { STATE_TEXT, isNotice, stepState } from './take-action-timeline';
import styles from './take-action.module.css';

export const COMPLETE_FAILED = 'Could not mark this step complete. Please try again.';

interface TakeActionStepDetailsProps {
  id: string;
  /** The debt's name, which makes the panel's name unique on the page. */
  debtName: string;
  userId: string;
  steps: { event: TimelineEvent; label: string }[];
  eventId: string;
  today: string;
  /** Whether the program includes negotiation calls (debt_negotiation > 0). */
  canCall: boolean;
  /** The debt's call still waiting for its open step: asking again would be refused (409). */
  waitingCall: UserCall | null;
  onCall: (step: string) => void;
}

/** The chosen step: when, its state, what to do, and its actions. */
export function TakeActionStepDetails({
  id,
  debtName,
  userId,
  steps,
  eventId,
  today,
  canCall,
  waitingCall,
  onCall,
}: TakeActionStepDetailsProps) {
  const complete = useCompleteEvent(userId);
  const index = steps.findIndex(({ event }) => event.id === eventId);
  const current = steps[index];
  if (!current) return null;
  const { event, label } = current;
  const state = stepState(event, today);
  const completable = canComplete(
    steps.map((step) => step.event),
    event.id,
  );
  const previous = index > 0 ? steps[index - 1] : undefined;
  const failed = complete.isError && complete.variables === event.id;

  return (
    <section id={id} className={styles.details} aria-label={`${debtName}: ${label}`}>
      <h4 className={styles.detailsTitle}>
        {isNotice(event.type) ? <span className={styles.stepKicker}>{NOTICE_TITLE}: </span> : null}
        {label}
      </h4>
      <dl className={styles.facts}>
        <div>
          <dt>Scheduled</dt>
          <dd>{formatCalendarDate(event.scheduled_date)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-state={state}>
            {event.completed && event.completed_date
              ? `Completed on ${formatCalendarDate(event.completed_date)}`
              : state === 'past-due'
                ? `${STATE_TEXT[state]}, ${daysLateText(daysBetween(event.scheduled_date, today))}`
                : STATE_TEXT[state]}
          </dd>
        </div>
      </dl>
      <p className={styles.guidance}>{stepGuidance(event.type, label)}</p>
      {failed ? <Alert>{detailOr(complete.error, COMPLETE_FAILED)}</Alert> : null}
      <div className={styles.detailsActions}>
        {canCall && event.type !== 'update_contacts' ? (
          waitingCall ? (
            <Button variant="secondary" aria-disabled="true">
              {callRequestedText(waitingCall)}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onCall(label)}>
              Call now
            </Button>
          )
        ) : null}
        {completable ? (
          <Button
            onClick={() => complete.mutate(event.id)}
            busy={complete.isPending && complete.variables === event.id}
          >
            {complete.isPending ? 'Saving...' : 'Mark complete'}
          </Button>
        ) : null}
      </div>
      {completable ? (
        <p className={styles.note}>Marking a step complete cannot be undone.</p>
      ) : !event.completed && previous ? (
        <p className={styles.note}>Complete {previous.label} first.</p>
      ) : null}
    </section>
  );
}
