/** 'Settlement plan': target, opening offer, walk-away maximum and the date savings fund it. */
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '@/shared/lib/dates';
import { Card, Money } from '@/shared/ui';
import { debtDetailsQuery } from '../api/settlement.queries';
import { openingOffer, settlementTarget, TARGET_PERCENT } from '../model/plan';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

interface PlanCardProps {
  userId: string;
  tradeline: { id: string; current_balance: number };
  steps: { event: { type: string; scheduled_date: string }; label: string }[];
}

export function PlanCard({ tradeline, steps }: PlanCardProps) {
  const details = useQuery(debtDetailsQuery(tradeline.id));
  const balance = tradeline.current_balance;
  // The timeline's payoff date: when 45% of this and every smaller balance is saved.
  const payoff = steps.find((step) => step.event.type === 'payoff');
  const walkAway = details.data?.walk_away ?? null;
  return (
    <Card title="Settlement plan" headingLevel={3}>
      <dl className={styles.figures}>
        <div>
          <dt>Balance</dt>
          <dd>
            <Money amount={balance} />
          </dd>
        </div>
        <div>
          <dt>Opening offer</dt>
          <dd>
            <Money amount={openingOffer(balance)} /> (30%)
          </dd>
        </div>
        <div>
          <dt>Target ({TARGET_PERCENT}%)</dt>
          <dd>
            <Money amount={settlementTarget(balance)} />
          </dd>
        </div>
        <div>
          <dt>Walk-away maximum</dt>
          <dd>{walkAway === null ? 'Not set' : <Money amount={walkAway} />}</dd>
        </div>
        <div>
          <dt>Savings fund the lump sum by</dt>
          <dd>{payoff ? formatCalendarDate(payoff.event.scheduled_date) : 'Not scheduled'}</dd>
        </div>
      </dl>
      <p className={layout.muted}>
        Open at 30% of the balance, inside the 30-50% that How to negotiate teaches, and aim for the
        45% your Financial Plan saves for. The date follows your plan: smallest balance first, 45%
        of the balances saved from your monthly net income.
      </p>
    </Card>
  );
}
