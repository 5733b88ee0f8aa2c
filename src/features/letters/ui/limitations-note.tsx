import { formatCalendarDate } from '@/shared/lib/dates';
import { Alert } from '@/shared/ui';
import {
  limitationEstimate,
  RESTART_WARNING,
  TIME_BARRED_TEXT,
  VERIFY_TEXT,
} from '../model/limitations';
import styles from './letters.module.css';

interface LimitationsNoteProps {
  /** The profile's state (two letters), or null. */
  state: string | null;
  /** The debt's last payment date, or null. */
  lastPaymentDate: string | null;
  today: string;
}

/** The estimate of when the time to sue on the debt runs out, with 'Verify with a lawyer'. */
export function LimitationsNote({ state, lastPaymentDate, today }: LimitationsNoteProps) {
  const estimate =
    state && lastPaymentDate ? limitationEstimate(state, lastPaymentDate, today) : null;
  return (
    <section className={styles.part} aria-label="Time limit to sue">
      <h5 className={styles.partTitle}>
        Time limit to sue{' '}
        {estimate?.status === 'time_barred' ? (
          <span className={`${styles.badge} ${styles.danger}`}>{TIME_BARRED_TEXT}</span>
        ) : null}
      </h5>
      {estimate ? (
        <>
          <p className={styles.note}>
            Estimated last day a creditor can sue on this debt:{' '}
            <strong>{formatCalendarDate(estimate.ends)}</strong>, {estimate.state.years} years after
            the last payment on {formatCalendarDate(estimate.last_payment_date)} for an open account
            in {estimate.state.name}. <span className={styles.cite}>({estimate.state.source})</span>
          </p>
          {estimate.status === 'running' ? null : (
            <Alert tone="warning" title="Before you pay or acknowledge this debt in writing">
              {RESTART_WARNING}
            </Alert>
          )}
        </>
      ) : (
        <p className={styles.muted}>
          {state
            ? 'Add the date of the last payment (in the debt’s details) to estimate when the time to sue on this debt runs out.'
            : 'Add your state (in your profile) and the date of the last payment (in the debt’s details) to estimate when the time to sue on this debt runs out.'}
        </p>
      )}
      <p className={styles.note}>
        <strong>{VERIFY_TEXT}.</strong> This is an estimate, not legal advice: courts differ on
        which period applies and when it starts.
      </p>
    </section>
  );
}
