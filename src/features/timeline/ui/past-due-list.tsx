import { Card } from '@/shared/ui';
import { formatCalendarDate } from '@/shared/lib/dates';
import type { TimelineEvent } from '../contract';
import type { PastDueStep } from '../model/overview';
import { daysLateText } from './take-action-dates';
import styles from './take-action.module.css';

interface PastDueListProps {
  items: PastDueStep<
    { uuid: string; account_name: string; current_balance: number },
    TimelineEvent
  >[];
  /** Opens the step in its debt's panel. */
  onShow: (debtUuid: string, eventId: string) => void;
}

/** Every overdue step first, above the per-debt panels, with its debt and how late it is. */
export function PastDueList({ items, onShow }: PastDueListProps) {
  if (items.length === 0) return null;
  return (
    <Card title="Past due" headingLevel={3} className={styles.pastDue}>
      <ul className={styles.pastDueList}>
        {items.map(({ debt, event, label, daysLate }) => (
          <li key={event.id} className={styles.pastDueItem}>
            <span>
              <strong>{label}</strong>
              {' for '}
              {debt.account_name.trim() || 'Unnamed debt'}
              <span className={styles.muted}>
                {' '}
                (due {formatCalendarDate(event.scheduled_date)})
              </span>
            </span>
            <span className={styles.late}>{daysLateText(daysLate)}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onShow(debt.uuid, event.id)}
            >
              Show step
              <span className="visually-hidden">
                : {label} for {debt.account_name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
