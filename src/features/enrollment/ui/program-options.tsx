/** The program options: local edits against the loaded program, the total and Save Changes. */
import { useEffect, useState } from 'react';
import { detailOr } from '@/shared/api';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Card, InfoTooltip, Switch } from '@/shared/ui';
import type { Program } from '../contract';
import { useUpdateProgram } from '../api/use-enrollment-mutations';
import {
  DEFAULT_PROGRAM,
  NEGOTIATION_LEVELS,
  nextNegotiationLevel,
  programChanged,
} from '../model/program';
import { BASE_SUBSCRIPTION_PRICE, SAVINGS_SUPPORT_PRICE, monthlyTotal } from '../model/pricing';
import { MESSAGES, SAVED_MESSAGE_MS, formatBillingDate } from './messages';
import { PlainStatement } from './plain-statement';
import styles from './enrollment.module.css';

export const EMAIL_DEFLECTION_TOOLTIP =
  'An email account will be created for you to give your creditors instead of your own. We monitor it and alert you when action is needed.';

interface ProgramOptionsProps {
  userId: string;
  /** The saved program, or null when the user has none yet (the API's 404). */
  loaded: Program | null;
  /** The next billing date of the active subscription, when there is one. */
  nextBillingDate: string | null;
}

export function ProgramOptions({ userId, loaded, nextBillingDate }: ProgramOptionsProps) {
  const [edited, setEdited] = useState<Program>(loaded ?? DEFAULT_PROGRAM);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  /** The new total after a save that changed the price, until the next edit. */
  const [repriced, setRepriced] = useState<number | null>(null);
  const save = useUpdateProgram(userId);
  const changed = programChanged(loaded, edited);
  const total = monthlyTotal(edited);
  const savedTotal = monthlyTotal(loaded ?? DEFAULT_PROGRAM);
  const level = NEGOTIATION_LEVELS[edited.debt_negotiation];

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const update = (change: Partial<Program>) => {
    save.reset();
    setRepriced(null);
    setEdited((current) => ({ ...current, ...change }));
  };

  const onSave = () => {
    const before = savedTotal;
    save.mutate(edited, {
      onSuccess: (program) => {
        setSavedAt(Date.now());
        setRepriced(monthlyTotal(program) !== before ? monthlyTotal(program) : null);
      },
    });
  };

  return (
    <Card title="Program options">
      <div className={styles.options}>
        <div className={styles.option}>
          <div className={styles.optionHead}>
            <h3 className={styles.optionName}>Base Subscription</h3>
            <span className={styles.price}>{formatMonthly(BASE_SUBSCRIPTION_PRICE)}</span>
          </div>
          <p className={styles.muted}>
            Platform access, basic support, your personalised dashboard and optional email
            deflection. Always included.
          </p>
          <div className={styles.checkboxRow}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={edited.email_opt_in}
                onChange={(event) => update({ email_opt_in: event.target.checked })}
              />
              Email deflection
            </label>
            <InfoTooltip label="About email deflection" content={EMAIL_DEFLECTION_TOOLTIP} />
          </div>
        </div>

        <div className={styles.option}>
          <Switch
            label={
              <>
                Savings Support{' '}
                <span className={styles.price}>{formatMonthly(SAVINGS_SUPPORT_PRICE)}</span>
              </>
            }
            description="Help setting aside the money for your settlements."
            checked={edited.savings_support}
            onCheckedChange={(on) => update({ savings_support: on })}
          />
        </div>

        <div className={styles.option}>
          <div className={styles.optionHead}>
            <h3 className={styles.optionName}>Debt Negotiation</h3>
            <span className={styles.price}>{formatMonthly(level.price)}</span>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              update({ debt_negotiation: nextNegotiationLevel(edited.debt_negotiation) })
            }
            aria-describedby="negotiation-levels"
          >
            Debt Negotiation: {level.name}
          </Button>
          <ul id="negotiation-levels" className={styles.levels} aria-label="Negotiation levels">
            {([0, 1, 2] as const).map((value) => {
              const item = NEGOTIATION_LEVELS[value];
              const current = value === edited.debt_negotiation;
              return (
                <li key={value} className={current ? styles.levelCurrent : styles.level}>
                  <span className={styles.levelName}>
                    {current ? <span aria-hidden="true">✓ </span> : null}
                    {item.name} ({formatMonthly(item.price)})
                    {current ? <span className="visually-hidden"> (selected)</span> : null}
                  </span>
                  <span className={styles.muted}>{item.meaning}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className={styles.total}>
        <span>Monthly total</span>
        <strong data-testid="monthly-total">{formatMonthly(total)}</strong>
      </div>
      <PlainStatement />

      {nextBillingDate && changed && total !== savedTotal ? (
        <p className={styles.note}>
          Saving updates your subscription: the new price of {formatMonthly(total)} applies from
          your next billing date, {formatBillingDate(nextBillingDate)}. This month&apos;s debit
          stays as it was.
        </p>
      ) : null}
      {nextBillingDate && !changed && repriced !== null ? (
        <p className={styles.note}>
          Your subscription is updated: {formatMonthly(repriced)} from your next billing date,{' '}
          {formatBillingDate(nextBillingDate)}.
        </p>
      ) : null}

      {save.isError ? <Alert>{detailOr(save.error, MESSAGES.saveFailed)}</Alert> : null}
      <div className={styles.saveRow}>
        {changed ? (
          <Button onClick={onSave} busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        ) : null}
        <p role="status" className={styles.saved}>
          {savedAt !== null ? MESSAGES.saved : ''}
        </p>
      </div>
    </Card>
  );
}
