import { EventTimelines, LazyPayoffProjection, eventsQuery, planLength } from '@/features/timeline';
import { asStillOwed, savedBySettlements, type Tradeline } from '@/features/tradelines';
import { formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { targetedSavings } from '@/shared/lib/settlement';
import { isResolved } from '@/shared/lib/debt-states';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { useMemo } from 'react';
import { Alert, Button, Card, EmptyState, LoadingBlock, Money } from '@/shared/ui';
import { Link } from 'react-router-dom';
import styles from './my-home.module.css';

export const EVENTS_LOAD_FAILED = 'Could not load your plan steps. Please try again.';
/** What each of the two plan lengths assumes (decisions: Portal: My Home, one plan length). */
export const FULL_PAYOFF_NOTE =
  'Paying in full: every balance paid from your monthly net income, as if the debts were never settled.';
export const SETTLEMENT_NOTE =
  'Settling for less: each debt settled for about 45%, smallest first; the payoff dates below and the projection follow it.';
/**
 * What the settlement plan assumes and what that risks: it saves the whole net income, so the
 * minimum payments stop. Education, not advice (the Terms: no legal or financial advice).
 */
export const PLAN_ASSUMPTION =
  'The settlement plan puts your whole monthly net income toward settlements, so it assumes you stop making the minimum payments. Stopping them risks late fees, damage to your credit report, collection calls and possibly a lawsuit.';
export const PLAN_ASSUMPTION_LINK = 'What happens when payments stop';
export const NOT_ADVICE = 'This is education, not legal or financial advice.';

interface FinancialPlanBoxProps {
  userId: string;
  tradelines: readonly Tradeline[] | undefined;
  /** The profile's net income; undefined while it loads. */
  netIncome: number | undefined;
}

/** The line under the figures: what the settled debts saved, beside the total still owed. */
export function settledText(count: number): string {
  return `${count === 1 ? '1 settled debt' : `${count} settled debts`} saved you`;
}

/** 'N months', or 'N/A' when there is no net income to save from (spec section 9). */
export function monthsText(months: number | null): string {
  if (months === null) return 'N/A';
  return months === 1 ? '1 month' : `${months} months`;
}

/**
 * Financial Plan: Total Debt, Targeted Savings (45%), Estimated Time to Settle (the spec's
 * formula, the headline) beside the settlement plan's length, each saying what it assumes; then
 * each tradeline's event timeline, smallest balance first, and the payoff projection (a lazy
 * chunk). Both lengths come from `planLength`, as do the projection's payoff months.
 */
export function FinancialPlanBox({ userId, tradelines, netIncome }: FinancialPlanBoxProps) {
  const events = useDeferredQuery(eventsQuery(userId));
  const today = todayIn();

  // Every figure counts what is still owed: a settled debt adds $0 (its state's `owed`).
  const owed = useMemo(() => tradelines && asStillOwed(tradelines), [tradelines]);
  const totalDebt = owed?.reduce((sum, t) => sum + t.current_balance, 0);
  const settledDebts = tradelines?.filter((t) => isResolved(t.state)) ?? [];
  // The headline needs no events; the settlement plan waits for the timeline's payoff dates.
  const length =
    owed && netIncome !== undefined
      ? planLength({ tradelines: owed, events: events.data ?? [], netIncome, today })
      : undefined;
  const settlement = events.data ? length : undefined;
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
          <dd>{length ? monthsText(length.fullPayoffMonths) : '…'}</dd>
          <dd className={styles.planNote}>{FULL_PAYOFF_NOTE}</dd>
        </div>
        <div>
          <dt>Settlement plan</dt>
          <dd>
            {settlement ? monthsText(settlement.settlementMonths) : '…'}
            {settlement?.lastPayoffDate ? (
              <span className={styles.planDate}>
                {' '}
                last payoff {formatCalendarDate(settlement.lastPayoffDate)}
              </span>
            ) : null}
          </dd>
          <dd className={styles.planNote}>{SETTLEMENT_NOTE}</dd>
        </div>
      </dl>
      {settledDebts.length > 0 && (
        <p className={styles.planNote}>
          {settledText(settledDebts.length)} <Money amount={savedBySettlements(settledDebts)} />.
        </p>
      )}
      <p className={styles.planAssumption}>
        {PLAN_ASSUMPTION} <Link to="/timelines">{PLAN_ASSUMPTION_LINK}</Link>. {NOT_ADVICE}
      </p>
      <div className={`${styles.timelines} ${styles.offscreen}`}>{timelines}</div>
      {/* Like the settlement plan's length, the projection waits for the timeline's dates. */}
      {owed && netIncome !== undefined && !events.isPending && (
        <div className={styles.offscreen}>
          <LazyPayoffProjection
            tradelines={owed}
            netIncome={netIncome}
            events={events.data}
            today={today}
          />
        </div>
      )}
    </Card>
  );
}
