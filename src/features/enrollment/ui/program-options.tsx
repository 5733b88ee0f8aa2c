/** The program options: local edits against the loaded program, the total and Save Changes. */
import { useEffect, useState } from 'react';
import { detailOr } from '@/shared/api';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Card, InfoTooltip, Switch } from '@/shared/ui';
import type { Program, ProgramAnswer, Subscription } from '../contract';
import { useUpdateProgram } from '../api/use-enrollment-mutations';
import {
  DEFAULT_PROGRAM,
  NEGOTIATION_LEVELS,
  nextNegotiationLevel,
  programChanged,
} from '../model/program';
import {
  BASE_SUBSCRIPTION_PRICE,
  SAVINGS_SUPPORT_PRICE,
  amountOf,
  monthlyTotal,
  priceItems,
} from '../model/pricing';
import { planPriceSentence } from '../model/plan-program';
import { planProgramChange, type ProgramChangePlan } from '../model/program-change';
import { MESSAGES, SAVED_MESSAGE_MS, formatBillingDate } from './messages';
import { PlainStatement } from './plain-statement';
import styles from './enrollment.module.css';

export const EMAIL_DEFLECTION_TOOLTIP =
  'An email account will be created for you to give your creditors instead of your own. We monitor it and alert you when action is needed.';

interface ProgramOptionsProps {
  userId: string;
  /** The saved program, or null when the user has none yet (the API's 404). */
  loaded: ProgramAnswer | null;
  /** The active subscription, when there is one: a saved change reaches its bill. */
  subscription: Subscription | null;
}

/**
 * What a program change does to the bill (issue 22): a raise from today, the rest of the period
 * billed now and prorated; a lowering from the next billing date, keeping what was paid for.
 */
function changeNote(plan: ProgramChangePlan, billed: number, nextBillingDate: string | null) {
  const now = amountOf(plan.items);
  const later =
    plan.scheduled && nextBillingDate
      ? `${formatMonthly(amountOf(plan.scheduled))} from your next billing date, ${formatBillingDate(nextBillingDate)}`
      : null;
  if (now !== billed) {
    const raise = `${formatMonthly(now)} from today (the rest of this period is billed now, prorated)`;
    return later ? `${raise}, then ${later}` : raise;
  }
  return later ? `${later}; until then you keep what you have paid for` : null;
}

export function ProgramOptions({ userId, loaded, subscription }: ProgramOptionsProps) {
  const [edited, setEdited] = useState<Program>(loaded ?? DEFAULT_PROGRAM);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  /** What the last save did to the bill, until the next edit. */
  const [repriced, setRepriced] = useState<string | null>(null);
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

  const nextBillingDate = subscription?.current_period_end ?? null;
  const planFor = (program: Program) =>
    subscription
      ? planProgramChange({
          billed: subscription.items,
          scheduled: subscription.scheduled_change?.items ?? null,
          wanted: priceItems(program),
        })
      : null;
  const plan = changed ? planFor(edited) : null;
  const note =
    plan && subscription ? changeNote(plan, subscription.monthly_amount, nextBillingDate) : null;

  const onSave = () => {
    const before = savedTotal;
    const pending = note;
    save.mutate(edited, {
      onSuccess: (program) => {
        setSavedAt(Date.now());
        setRepriced(monthlyTotal(program) !== before ? pending : null);
      },
    });
  };

  return (
    <Card title="Program options">
      {loaded?.chosen_plan ? (
        <p className={styles.chosenPlan} data-testid="chosen-plan">
          {planPriceSentence(loaded.chosen_plan, loaded)}
        </p>
      ) : null}
      <div className={styles.options}>
        <div className={styles.option}>
          <div className={styles.optionHead}>
            <h3 className={styles.optionName}>Base Subscription</h3>
            <span className={styles.price}>{formatMonthly(BASE_SUBSCRIPTION_PRICE)}</span>
          </div>
          <p className={styles.muted}>
            Platform access, basic support, your personalised dashboard, practice negotiations (the
            simulator, part of every subscription) and optional email deflection. Always included.
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

      {note && total !== savedTotal ? (
        <p className={styles.note}>Saving updates your subscription: {note}.</p>
      ) : null}
      {!changed && repriced !== null ? (
        <p className={styles.note}>Your subscription is updated: {repriced}.</p>
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
