/**
 * The set-up of a practice negotiation: which debt (or the sample card debt), who holds it, the
 * difficulty, the goal (45% of the balance unless changed) and the walk-away maximum.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { debtDetailsQuery } from '@/features/settlement';
import type { Tradeline } from '@/features/tradelines';
import { isResolved } from '@/shared/lib/debt-states';
import { formatUsd } from '@/shared/lib/money';
import { targetedSavings } from '@/shared/lib/settlement';
import { Alert, Button, SelectField, TextField } from '@/shared/ui';
import type { StartPracticeBody } from '../contract';
import {
  defaultHolder,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  FREE_SESSION_TEXTS,
  HOLDER_LABELS,
  HOLDERS,
  SAMPLE_DEBT,
  type FreeSession,
} from '../model/setup';
import { SAMPLE_CHOICE, practiceSetupSchema, type PracticeSetupInput } from '../model/setup-form';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './practice.module.css';

interface PracticeSetupProps {
  tradelines: readonly Pick<Tradeline, 'id' | 'account_name' | 'current_balance' | 'state'>[];
  pending: boolean;
  onStart: (body: StartPracticeBody) => void;
  /** Without a subscription: whether the free session is still to come or used; else null. */
  freeSession?: FreeSession | null;
}

interface Debt {
  id: string;
  name: string;
  balance: number;
}

/** A walk-away maximum to start from: 60% of the balance, the top of the targeted range. */
const walkAwayFor = (balance: number) => Math.round(balance * 0.6);

const debtOf = (debts: readonly Debt[], id: string) =>
  debts.find((item) => item.id === id) ?? debts[0]!;

/** Checks the form against the balance of the debt chosen in it (the debts are the context). */
const resolver: Resolver<PracticeSetupInput, readonly Debt[], StartPracticeBody> = (
  values,
  debts,
  options,
) =>
  zodResolver(practiceSetupSchema(debtOf(debts ?? [], values.debt).balance))(
    values,
    debts,
    options,
  );

export function PracticeSetup({
  tradelines,
  pending,
  onStart,
  freeSession = null,
}: PracticeSetupProps) {
  const debts: Debt[] = [
    // A settled or paid debt has nothing left to negotiate, so it is not offered.
    ...tradelines
      // A settled debt has nothing left to negotiate (its state, from the tradeline).
      .filter((item) => !isResolved(item.state) && Math.round(item.current_balance) >= 1)
      .map((item) => ({
        id: item.id,
        name: item.account_name.trim() || 'Unnamed debt',
        balance: Math.round(item.current_balance),
      })),
    { id: SAMPLE_CHOICE, name: `${SAMPLE_DEBT.name} (sample)`, balance: SAMPLE_DEBT.balance },
  ];
  const first = debts[0]!;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<PracticeSetupInput, readonly Debt[], StartPracticeBody>({
    resolver,
    context: debts,
    defaultValues: {
      debt: first.id,
      holder: defaultHolder(null),
      difficulty: 'medium',
      goal: String(targetedSavings(first.balance)),
      walk_away: String(walkAwayFor(first.balance)),
    },
  });
  const debt = debtOf(debts, useWatch({ control, name: 'debt' }));
  // Who holds it starts from the debt's details, until the user chooses.
  const details = useQuery({
    ...debtDetailsQuery(debt.id),
    enabled: debt.id !== SAMPLE_CHOICE,
  });
  const [holderChosen, setHolderChosen] = useState(false);
  const suggested = defaultHolder(debt.id === SAMPLE_CHOICE ? null : details.data);
  useEffect(() => {
    if (!holderChosen) setValue('holder', suggested);
  }, [holderChosen, suggested, setValue]);

  // Another debt starts from its own goal and walk-away maximum.
  const chooseDebt = (id: string) => {
    const next = debtOf(debts, id);
    setValue('goal', String(targetedSavings(next.balance)));
    setValue('walk_away', String(walkAwayFor(next.balance)));
    clearErrors();
  };

  return (
    <form
      method="dialog"
      className={styles.setup}
      onSubmit={handleSubmit(onStart)}
      noValidate
      aria-label="Set up your practice"
    >
      <SelectField
        id="practice-debt"
        label="Debt"
        options={debts.map((item) => ({
          value: item.id,
          label: `${item.name}: ${formatUsd(item.balance)}`,
        }))}
        {...register('debt', { onChange: (event) => chooseDebt(String(event.target.value)) })}
      />
      <fieldset className={`${layout.plainFieldset} ${styles.choices}`}>
        <legend className={layout.label}>Who holds it now</legend>
        {HOLDERS.map((item) => (
          <label key={item} className={styles.choice}>
            <input
              type="radio"
              value={item}
              {...register('holder', { onChange: () => setHolderChosen(true) })}
            />
            {HOLDER_LABELS[item]}
          </label>
        ))}
      </fieldset>
      <fieldset className={`${layout.plainFieldset} ${styles.choices}`}>
        <legend className={layout.label}>Difficulty</legend>
        {DIFFICULTIES.map((item) => (
          <label key={item} className={styles.choice}>
            <input type="radio" value={item} {...register('difficulty')} />
            {DIFFICULTY_LABELS[item]}
          </label>
        ))}
      </fieldset>
      <div className={styles.amounts}>
        <TextField
          label="Your goal"
          type="number"
          prefix="$"
          min={1}
          step={1}
          error={errors.goal?.message}
          {...register('goal')}
          hint={`The targeted savings: 45% of the balance is ${formatUsd(targetedSavings(debt.balance))}.`}
        />
        <TextField
          label="Your walk-away maximum"
          type="number"
          prefix="$"
          min={1}
          step={1}
          error={errors.walk_away?.message}
          {...register('walk_away')}
          hint="The most you will agree to pay."
        />
      </div>
      {freeSession ? (
        <Alert
          tone={freeSession === 'used' ? 'warning' : 'info'}
          title="Practice without a subscription"
        >
          <p>{FREE_SESSION_TEXTS[freeSession]}</p>
          <p>
            <Link to="/portal/manage-enrollment">Manage my enrollment</Link>
          </p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting...' : 'Start practice'}
        </Button>
      </div>
    </form>
  );
}
