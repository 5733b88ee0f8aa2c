import { Link } from 'react-router-dom';
import { useCallCompanion } from '@/features/companion';
import { practicedLabel } from '@/features/practice';
import type { Tradeline } from '@/features/tradelines';
import { isResolved, DEBT_STATE_LABELS } from '@/shared/lib/debt-states';
import { formatUsd } from '@/shared/lib/money';
import { Button, Card, PreloadLink } from '@/shared/ui';
import { formatCalendarDate } from '@/shared/lib/dates';
import { CallState, callRequestedText, useWaitingCall, type CallTarget } from '@/features/calls';
import { type TimelineEvent } from '../contract';
import { nextStep } from '../model/events';
import { type DatedItem } from '../model/overview';
import { DebtEffort } from '../ui/debt-effort';
import { TakeActionStepDetails } from '../ui/take-action-step-details';
import { TakeActionTimeline } from '../ui/take-action-timeline';
import styles from './take-action-page.module.css';

export interface TakeActionDebtProps {
  userId: string;
  debt: Pick<
    Tradeline,
    | 'id'
    | 'uuid'
    | 'account_name'
    | 'current_balance'
    | 'state'
    | 'settled_on'
    | 'saved'
    | 'report_checks'
  >;
  steps: { event: TimelineEvent; label: string }[];
  today: string;
  canCall: boolean;
  selectedId: string | null;
  onSelect: (eventId: string) => void;
  onCall: (target: CallTarget) => void;
  /** The best practice result on this debt, percent of the balance (issue 26). */
  practicedPercent?: number | undefined;
  /** Dated items on its timeline beside the steps (the dispute deadline, issue 28). */
  dated?: readonly DatedItem[];
}

/** The id of a debt's panel, for jumping to it from the past-due list. */
export const debtPanelId = (uuid: string) => `debt-${uuid}`;

/**
 * One debt: Program Summary, Next Step, its timeline and the chosen step's details. It sits
 * beside the page, not in `ui/`, because it shows other features' parts (the best practice
 * result); the letters, which once closed the cycle profile → timeline → letters → profile from
 * `ui/`, are in the settlement workspace it links to.
 */
export function TakeActionDebt({
  userId,
  debt,
  steps,
  today,
  canCall,
  selectedId,
  onSelect,
  onCall,
  practicedPercent,
  dated = [],
}: TakeActionDebtProps) {
  const name = debt.account_name.trim() || 'Unnamed debt';
  // A settled debt (its state, from the tradeline) has nothing left to do or call about.
  const resolved = isResolved(debt.state);
  const callable = canCall && !resolved;
  const events = steps.map(({ event }) => event);
  const next = nextStep(events);
  const detailsId = `${debtPanelId(debt.uuid)}-details`;
  const selected = steps.find(({ event }) => event.id === selectedId) ?? null;
  const call = (step: string) => onCall({ step, tradelineName: debt.account_name });
  // A call asked for is recorded against the debt's first open step: the next one.
  const waiting = useWaitingCall(userId, debt.account_name, next?.label);
  // On open debts only: a settled debt has nothing left to say on a call.
  const companion = useCallCompanion(userId, debt, !isResolved(debt.state));

  return (
    <div
      id={debtPanelId(debt.uuid)}
      className={companion.open ? `${styles.debt} ${styles.withCompanion}` : styles.debt}
    >
      <Card title={name} headingLevel={3}>
        <div className={styles.summaryGrid}>
          <section className={styles.box} aria-label={`${name} Program Summary`}>
            <h4 className={styles.boxTitle}>Program Summary</h4>
            <DebtEffort events={events} balance={debt.current_balance} />
            <p className={styles.muted}>
              <PreloadLink to={`/portal/take-action/debts/${debt.id}`}>
                Open settlement workspace
              </PreloadLink>{' '}
              (offers, the written agreement, letters and collector contacts)
            </p>
            {practicedPercent === undefined ? null : (
              <p className={styles.muted}>
                <Link to="/portal/practice">{practicedLabel(practicedPercent)}</Link>
              </p>
            )}
          </section>
          <section className={styles.box} aria-label={`${name} Next Step`}>
            <h4 className={styles.boxTitle}>Next Step</h4>
            {resolved ? (
              <SettledSummary debt={debt} />
            ) : steps.length === 0 ? (
              <p className={styles.muted}>No steps are scheduled for this debt yet.</p>
            ) : next ? (
              <>
                <p className={styles.nextName}>{next.label}</p>
                <p className={styles.muted}>{formatCalendarDate(next.event.scheduled_date)}</p>
                {callable && waiting ? (
                  // aria-disabled, not disabled: the same button stays focusable, so focus
                  // comes back to it when the call dialog closes.
                  <Button
                    aria-disabled="true"
                    aria-label={`${callRequestedText(waiting)}: ${name}`}
                  >
                    {callRequestedText(waiting)}
                  </Button>
                ) : callable ? (
                  <Button onClick={() => call(next.label)} aria-label={`Call Now: ${name}`}>
                    Call Now
                  </Button>
                ) : null}
                <CallState userId={userId} tradelineName={debt.account_name} step={next.label} />
              </>
            ) : (
              <p className={styles.allDone}>All steps complete!</p>
            )}
            {companion.control}
          </section>
        </div>
        {steps.length > 0 || dated.length > 0 ? (
          <>
            <TakeActionTimeline
              steps={steps}
              dated={dated}
              today={today}
              selectedId={selected?.event.id ?? null}
              onSelect={onSelect}
              detailsId={detailsId}
              label={`${name} steps`}
            />
            {selected ? (
              <TakeActionStepDetails
                id={detailsId}
                debtName={name}
                userId={userId}
                steps={steps}
                eventId={selected.event.id}
                today={today}
                canCall={callable}
                waitingCall={waiting}
                onCall={call}
              />
            ) : null}
          </>
        ) : null}
      </Card>
      {companion.panel}
    </div>
  );
}

/** A settled debt's Next Step: settled on the day it was paid, what it saved, the report checks. */
function SettledSummary({ debt }: { debt: TakeActionDebtProps['debt'] }) {
  return (
    <>
      <p className={styles.nextName}>{DEBT_STATE_LABELS[debt.state]}</p>
      {debt.settled_on ? (
        <p className={styles.muted}>
          On {formatCalendarDate(debt.settled_on)}
          {debt.saved > 0 ? `, saving ${formatUsd(debt.saved)}` : ''}.
        </p>
      ) : null}
      {debt.report_checks.length > 0 ? (
        <p className={styles.muted}>
          Check your credit reports show it closed with a $0 balance on{' '}
          {debt.report_checks.map(formatCalendarDate).join(' and ')}.
        </p>
      ) : null}
    </>
  );
}
