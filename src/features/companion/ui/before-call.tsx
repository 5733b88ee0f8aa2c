/** Before the call: the plan in three lines, the step's script, what never to give, the rights. */
import { Alert, Button, ButtonLink, Money } from '@/shared/ui';
import {
  NEVER_GIVE,
  planLines,
  rightsFor,
  SCRIPT_TITLES,
  scriptFor,
  type ScriptStep,
} from '../model/before';
import type { CoachDebt, Knowledge } from '../model/knowledge';
import type { CompanionCalls } from '../contract';
import styles from './companion.module.css';

export const FREE_CALL_TEXT =
  'Your account includes one free companion call. With a subscription, use it on every call.';
export const FREE_CALL_USED_TEXT =
  'You have used your free companion call. With a subscription, use the companion on every call.';
export const NOT_ADVICE_TEXT =
  'Coaching to help you on your call, not legal or financial advice. Nothing is said into the call: the suggestions are on your screen only.';

export interface BeforeCallProps {
  debt: CoachDebt;
  step: ScriptStep;
  knowledge: Knowledge;
  /** Null while it loads or when it cannot be read (the server still decides). */
  allowance: CompanionCalls['allowance'] | null;
  starting: boolean;
  error: string | null;
  onStart: () => void;
  /** The listening switch, only where the browser can listen on the device. */
  listening?: React.ReactNode;
}

export function BeforeCall({
  debt,
  step,
  knowledge,
  allowance,
  starting,
  error,
  onStart,
  listening,
}: BeforeCallProps) {
  return (
    <>
      <section className={styles.section} aria-labelledby="companion-plan">
        <h4 id="companion-plan" className={styles.sectionTitle}>
          Your plan
        </h4>
        <dl className={styles.plan}>
          {planLines(debt).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.amount === null ? 'Not set' : <Money amount={line.amount} />}</dd>
            </div>
          ))}
        </dl>
        {debt.plan.walk_away === null ? (
          <p className={styles.source}>{planLines(debt)[2]!.text}</p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="companion-script">
        <h4 id="companion-script" className={styles.sectionTitle}>
          Script: {SCRIPT_TITLES[step]}
        </h4>
        <ol className={styles.list}>
          {scriptFor(step, debt, knowledge).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="companion-never">
        <h4 id="companion-never" className={styles.sectionTitle}>
          Never give
        </h4>
        <ul className={styles.list}>
          {NEVER_GIVE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="companion-rights">
        <h4 id="companion-rights" className={styles.sectionTitle}>
          Your rights with this holder
        </h4>
        <ul className={styles.list}>
          {rightsFor(debt, knowledge).map((right) => (
            <li key={right.title}>
              <strong>{right.title}:</strong> {right.text}{' '}
              {right.source ? <span className={styles.source}>({right.source})</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.source}>{NOT_ADVICE_TEXT}</p>
      {listening}
      {allowance === 'free' ? <p>{FREE_CALL_TEXT}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
      {allowance === 'used' ? (
        <Alert
          tone="info"
          action={<ButtonLink to="/portal/manage-enrollment">Manage my enrollment</ButtonLink>}
        >
          {FREE_CALL_USED_TEXT}
        </Alert>
      ) : (
        <div>
          <Button size="lg" onClick={onStart} busy={starting}>
            Start the call
          </Button>
        </div>
      )}
    </>
  );
}
