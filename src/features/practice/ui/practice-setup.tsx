/**
 * The set-up of a practice negotiation: which debt (or the sample card debt), who holds it, the
 * difficulty, the goal (45% of the balance unless changed) and the walk-away maximum.
 */
import { useState, type FormEvent } from 'react';
import type { Tradeline } from '@/features/tradelines';
import { formatUsd } from '@/shared/lib/money';
import { Button, TextField } from '@/shared/ui';
import type { StartPracticeBody } from '../contract';
import {
  DEFAULT_GOAL_SHARE,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  HOLDER_LABELS,
  HOLDERS,
  SAMPLE_DEBT,
  type Difficulty,
  type Holder,
} from '../model/setup';
import styles from './practice.module.css';

const SAMPLE = 'sample';

interface PracticeSetupProps {
  tradelines: readonly Pick<Tradeline, 'id' | 'account_name' | 'current_balance'>[];
  pending: boolean;
  onStart: (body: StartPracticeBody) => void;
}

interface Debt {
  id: string;
  name: string;
  balance: number;
}

const goalFor = (balance: number) => Math.round(balance * DEFAULT_GOAL_SHARE);
/** A walk-away maximum to start from: 60% of the balance, the top of the targeted range. */
const walkAwayFor = (balance: number) => Math.round(balance * 0.6);

export function PracticeSetup({ tradelines, pending, onStart }: PracticeSetupProps) {
  const debts: Debt[] = [
    ...tradelines
      .filter((item) => Math.round(item.current_balance) >= 1)
      .map((item) => ({
        id: item.id,
        name: item.account_name.trim() || 'Unnamed debt',
        balance: Math.round(item.current_balance),
      })),
    { id: SAMPLE, name: `${SAMPLE_DEBT.name} (sample)`, balance: SAMPLE_DEBT.balance },
  ];
  const [debtId, setDebtId] = useState(debts[0]!.id);
  const debt = debts.find((item) => item.id === debtId) ?? debts[0]!;
  const [holder, setHolder] = useState<Holder>('collection_agency');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [goal, setGoal] = useState(String(goalFor(debt.balance)));
  const [walkAway, setWalkAway] = useState(String(walkAwayFor(debt.balance)));
  const [errors, setErrors] = useState<{ goal?: string; walkAway?: string }>({});

  const chooseDebt = (id: string) => {
    const next = debts.find((item) => item.id === id) ?? debts[0]!;
    setDebtId(next.id);
    setGoal(String(goalFor(next.balance)));
    setWalkAway(String(walkAwayFor(next.balance)));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const goalValue = Number(goal);
    const walkValue = Number(walkAway);
    const found: typeof errors = {};
    if (!Number.isInteger(goalValue) || goalValue < 1)
      found.goal = 'Enter your goal in whole dollars.';
    else if (goalValue > debt.balance)
      found.goal = `Your goal cannot be more than the balance of ${formatUsd(debt.balance)}.`;
    if (!Number.isInteger(walkValue) || walkValue < 1)
      found.walkAway = 'Enter your walk-away maximum in whole dollars.';
    else if (walkValue > debt.balance)
      found.walkAway = `Your walk-away maximum cannot be more than the balance of ${formatUsd(debt.balance)}.`;
    else if (!found.goal && walkValue < goalValue)
      found.walkAway = 'Your walk-away maximum cannot be less than your goal.';
    setErrors(found);
    if (found.goal || found.walkAway) return;
    onStart({
      tradeline_id: debt.id === SAMPLE ? null : debt.id,
      holder,
      difficulty,
      goal: goalValue,
      walk_away: walkValue,
    });
  };

  return (
    <form
      method="dialog"
      className={styles.setup}
      onSubmit={submit}
      noValidate
      aria-label="Set up your practice"
    >
      <div className={styles.field}>
        <label htmlFor="practice-debt" className={styles.label}>
          Debt
        </label>
        <select
          id="practice-debt"
          className={styles.select}
          value={debt.id}
          onChange={(event) => chooseDebt(event.target.value)}
        >
          {debts.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}: {formatUsd(item.balance)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>Who holds it now</legend>
        {HOLDERS.map((item) => (
          <label key={item} className={styles.choice}>
            <input
              type="radio"
              name="holder"
              value={item}
              checked={holder === item}
              onChange={() => setHolder(item)}
            />
            {HOLDER_LABELS[item]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>Difficulty</legend>
        {DIFFICULTIES.map((item) => (
          <label key={item} className={styles.choice}>
            <input
              type="radio"
              name="difficulty"
              value={item}
              checked={difficulty === item}
              onChange={() => setDifficulty(item)}
            />
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
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          error={errors.goal}
          hint={`The targeted savings: 45% of the balance is ${formatUsd(goalFor(debt.balance))}.`}
        />
        <TextField
          label="Your walk-away maximum"
          type="number"
          prefix="$"
          min={1}
          step={1}
          value={walkAway}
          onChange={(event) => setWalkAway(event.target.value)}
          error={errors.walkAway}
          hint="The most you will agree to pay."
        />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting...' : 'Start practice'}
        </Button>
      </div>
    </form>
  );
}
