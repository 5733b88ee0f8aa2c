import { EventTimelines, LazyPayoffProjection, eventsQuery } from '@/features/timeline';
import type { Tradeline } from '@/features/tradelines';
import { todayIn } from '@/shared/lib/dates';
import { estimatedMonths, targetedSavings } from '@/shared/lib/settlement';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { Alert, Button, Card, EmptyState, LoadingBlock, Money } from '@/shared/ui';
import styles from './my-home.module.css';

export const EVENTS_LOAD_FAILED = 'Could not load your plan steps. Please try again.';

interface FinancialPlanBoxProps {
  userId: string;
  tradelines: readonly Tradeline[] | undefined;
  /** The profile's net income; undefined while it loads. */
  netIncome: number | undefined;
}

/** 'N months', or 'N/A' when there is no net income to save from (spec section 9). */
export function monthsText(months: number | null): string {
  if (months === null) return 'N/A';
  return months === 1 ? '1 month' : `${months} months`;
}

/**
 * Financial Plan: Total Debt, Targeted Savings (45%), Estimated Time to Settle, and each
 * tradeline's event timeline, smallest balance first, then the payoff projection (a lazy chunk).
 */
export function FinancialPlanBox({ userId, tradelines, netIncome }: FinancialPlanBoxProps) {
  const events = useDeferredQuery(eventsQuery(userId));
  const today = todayIn();

  const totalDebt = tradelines?.reduce((sum, t) => sum + t.current_balance, 0);
  const ordered = tradelines
    ? [...tradelines].sort((a, b) => a.current_balance - b.current_balance)
    : [];

  let timelines;
  if (!tradelines || events.isPending) timelines = <LoadingBlock label="Loading your plan" />;
  else if (events.isError)
    timelines = (
      <Alert
        action={
          <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
            Try again
          </Button>
        }
      >
        {EVENTS_LOAD_FAILED}
      </Alert>
    );
  else if (ordered.length === 0)
    timelines = (
      <EmptyState title="No plan steps yet">
        Add a tradeline under Lines of Credit and its steps appear here.
      </EmptyState>
    );
  else
    timelines = (
      <EventTimelines userId={userId} today={today} tradelines={ordered} events={events.data} />
    );

  return (
    <Card title="Financial Plan">
      <dl className={styles.planFigures}>
        <div>
          <dt>Total Debt</dt>
          <dd>{totalDebt === undefined ? '…' : <Money amount={totalDebt} />}</dd>
        </div>
        <div>
          <dt>Targeted Savings (45%)</dt>
          <dd>{totalDebt === undefined ? '…' : <Money amount={targetedSavings(totalDebt)} />}</dd>
        </div>
        <div>
          <dt>Estimated Time to Settle</dt>
          <dd>
            {totalDebt === undefined || netIncome === undefined
              ? '…'
              : monthsText(estimatedMonths(totalDebt, netIncome))}
          </dd>
        </div>
      </dl>
      <div className={styles.timelines}>{timelines}</div>
      {tradelines && netIncome !== undefined && (
        <LazyPayoffProjection tradelines={tradelines} netIncome={netIncome} />
      )}
    </Card>
  );
}
