import { Card } from '@/shared/ui';
import { formatCalendarDate } from '@/shared/lib/dates';
import type { PastDueEntry } from '../model/overview';
import { daysLateText } from './take-action-dates';
import styles from './take-action.module.css';

interface PastDueListProps {
  items: PastDueEntry<{ uuid: string; account_name: string; current_balance: number }>[];
  /** Opens the step (or, for a dated item, its debt's timeline) in its debt's panel. */
  onShow: (debtUuid: string, eventId: string | null, key: string) => void;
}

/**
 * Every overdue step first, above the per-debt panels, with its debt and how late it is; a
 * dated item that passed unanswered (a dispute deadline) is listed among them.
 */
export function PastDueList({ items, onShow }: PastDueListProps) {
  if (items.length === 0) return null;
  return (
    <Card title="Past due" headingLevel={3} className={styles.pastDue}>
      <ul className={styles.pastDueList}>
        {items.map(({ key, debt, label, due, daysLate, eventId }) => (
          <li key={key} className={styles.pastDueItem}>
            <span>
              <strong>{label}</strong>
              {' for '}
              {debt.account_name.trim() || 'Unnamed debt'}
              <span className={styles.muted}> (due {formatCalendarDate(due)})</span>
            </span>
            <span className={styles.late}>{daysLateText(daysLate)}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onShow(debt.uuid, eventId, key)}
            >
              {eventId === null ? 'Show on timeline' : 'Show step'}
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
