import { Money } from '@/shared/ui';
import type { TimelineEvent } from '../contract';
import { hoursLeft, valuePerHour } from '../model/events';
import styles from './take-action.module.css';

/** A debt's effort on Take action: the hours its open steps take and what an hour is worth. */
export function DebtEffort({
  events,
  balance,
}: {
  events: readonly TimelineEvent[];
  balance: number;
}) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Hours left</dt>
        <dd>{hoursLeft(events)}</dd>
      </div>
      <div>
        <dt>Value per hour</dt>
        <dd>
          <Money amount={valuePerHour(balance)} />
        </dd>
      </div>
    </dl>
  );
}
