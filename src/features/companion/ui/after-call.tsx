/** After the call: how it ended, one tap to save it, and the debt's next step. */
import { formatCalendarDate } from '@/shared/lib/dates';
import { formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, PreloadLink, TextAreaField } from '@/shared/ui';
import { amountsOf, elapsed, type CallState } from '../model/call';
import { OUTCOME_LABELS, OUTCOMES, type Outcome } from '../model/outcome';
import { warningFor } from '../model/risks';
import type { CoachDebt, Knowledge } from '../model/knowledge';
import styles from './companion.module.css';

export const SAVE_LABEL = 'Save to the contact log and offer log';

export interface AfterCallProps {
  debt: CoachDebt;
  knowledge: Knowledge;
  tradelineId: string;
  call: CallState;
  saving: boolean;
  error: string | null;
  /** Whether the call is saved (its contact and offers logged). */
  saved: boolean;
  /** The debt's next step on its timeline, once saved. */
  nextStep: { label: string; date: string } | null;
  onOutcome: (outcome: Outcome) => void;
  onNote: (note: string) => void;
  onSave: () => void;
  onClose: () => void;
}

export function AfterCall({
  debt,
  knowledge,
  tradelineId,
  call,
  saving,
  error,
  saved,
  nextStep,
  onOutcome,
  onNote,
  onSave,
  onClose,
}: AfterCallProps) {
  const amounts = amountsOf(call);
  const length = call.ended_at ? elapsed(call.started_at, call.ended_at) : null;
  const summary = (
    <section className={styles.section} aria-labelledby="companion-summary">
      <h4 id="companion-summary" className={styles.sectionTitle}>
        The call{length ? ` (${length})` : ''}
      </h4>
      {amounts.length === 0 ? (
        <p className={styles.source}>No amounts were said.</p>
      ) : (
        <ul className={styles.list} aria-label="Amounts said">
          {amounts.map((item, index) => (
            <li key={index}>
              {item.by === 'me' ? 'You offered' : 'They offered'} {formatUsdCents(item.amount)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  if (saved) {
    return (
      <>
        <Alert tone="success" title="Saved">
          The call is in the contact log
          {amounts.length > 0
            ? `, and ${amounts.length === 1 ? 'its amount is' : `its ${amounts.length} amounts are`} in the offer log`
            : ''}
          .
        </Alert>
        {summary}
        <section className={styles.section} aria-labelledby="companion-next">
          <h4 id="companion-next" className={styles.sectionTitle}>
            Next
          </h4>
          {call.outcome === 'agreed' ? (
            <p>
              When the written agreement arrives, record it under Written agreement in the
              settlement workspace. Pay nothing before it does.
            </p>
          ) : null}
          {nextStep ? (
            <p>
              Next step: <strong>{nextStep.label}</strong>, {formatCalendarDate(nextStep.date)}.
            </p>
          ) : null}
          <p>
            <PreloadLink to={`/portal/take-action/debts/${tradelineId}`}>
              Open settlement workspace
            </PreloadLink>
          </p>
        </section>
        <div>
          <Button onClick={onClose}>Close the companion</Button>
        </div>
      </>
    );
  }

  return (
    <>
      {summary}
      <fieldset className={styles.outcomes}>
        <legend className={styles.sectionTitle}>How did it end?</legend>
        {OUTCOMES.map((outcome) => (
          <label key={outcome}>
            <input
              type="radio"
              name="companion-outcome"
              value={outcome}
              checked={call.outcome === outcome}
              onChange={() => onOutcome(outcome)}
            />
            {OUTCOME_LABELS[outcome]}
          </label>
        ))}
      </fieldset>
      {call.outcome === 'agreed' ? (
        <Alert tone="warning" title={warningFor('agree_without_writing', debt, knowledge).title}>
          {warningFor('agree_without_writing', debt, knowledge).text}
        </Alert>
      ) : null}
      <TextAreaField
        label="Anything to remember (optional)"
        value={call.note}
        maxLength={500}
        onChange={(event) => onNote(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div>
        <Button size="lg" onClick={onSave} busy={saving}>
          {SAVE_LABEL}
        </Button>
      </div>
    </>
  );
}
