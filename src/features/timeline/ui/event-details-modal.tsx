import { Alert, Button, Modal, notify } from '@/shared/ui';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import { useCompleteEvent } from '../api/use-timeline-mutations';
import type { TimelineEvent } from '../contract';
import { canComplete } from '../model/events';
import { STATUS_TEXT, eventStatus } from './event-status';
import styles from './event-timeline.module.css';

export const COMPLETE_FAILED = 'Could not mark this step complete. Please try again.';
export const COMPLETE_PREVIOUS_FIRST = 'Complete the previous step first.';

/** The event's `assisted` flag (spec section 3), said in words rather than a bare Yes or No. */
export const ASSISTED_TEXT = {
  yes: 'Yes: an agent helped you with this step.',
  no: 'No: you take this step yourself.',
} as const;

export interface OpenEvent {
  event: TimelineEvent;
  label: string;
  /** The tradeline's account name. */
  name: string;
  /** Every event of the same tradeline, for the completion order. */
  siblings: readonly TimelineEvent[];
}

interface EventDetailsModalProps {
  open: OpenEvent | null;
  onClose: () => void;
  userId: string;
  today: string;
}

/**
 * Event Details: the step, its dates and state. 'Mark complete' shows for a pending step that is
 * first or follows a completed one (spec section 4); completion cannot be undone.
 */
export function EventDetailsModal({ open, onClose, userId, today }: EventDetailsModalProps) {
  const complete = useCompleteEvent(userId);
  const close = () => {
    complete.reset();
    onClose();
  };
  const event = open?.event;
  const status = event ? eventStatus(event, today) : 'upcoming';
  const completable = open ? canComplete(open.siblings, open.event.id) : false;
  return (
    <Modal
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Event Details"
      dismissible={!complete.isPending}
      actions={
        open ? (
          <>
            {/* Not 'Done' beside 'Mark complete': closing is not finishing the step. */}
            <Button
              variant="secondary"
              className={styles.detailsBack}
              onClick={close}
              disabled={complete.isPending}
            >
              Back to my plan
            </Button>
            {completable ? (
              <Button
                busy={complete.isPending}
                onClick={() =>
                  complete.mutate(open.event.id, {
                    onSuccess: () => {
                      close();
                      notify.saved();
                    },
                  })
                }
              >
                {complete.isPending ? 'Saving...' : 'Mark complete'}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {open && event ? (
        <>
          <dl className={styles.details}>
            <div>
              <dt>Step</dt>
              <dd>{open.label}</dd>
            </div>
            <div>
              <dt>Account</dt>
              <dd>{open.name}</dd>
            </div>
            <div>
              <dt>Scheduled</dt>
              <dd>{formatCalendarDate(event.scheduled_date)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{STATUS_TEXT[status]}</dd>
            </div>
            {event.completed_date ? (
              <div>
                <dt>Completed on</dt>
                <dd>{formatCalendarDate(event.completed_date)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Assisted</dt>
              <dd>{event.assisted ? ASSISTED_TEXT.yes : ASSISTED_TEXT.no}</dd>
            </div>
          </dl>
          {!event.completed && !completable ? (
            <p className={styles.meta}>{COMPLETE_PREVIOUS_FIRST}</p>
          ) : null}
          {complete.isError ? <Alert>{detailOr(complete.error, COMPLETE_FAILED)}</Alert> : null}
        </>
      ) : null}
    </Modal>
  );
}
