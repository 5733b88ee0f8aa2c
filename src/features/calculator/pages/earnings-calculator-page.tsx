import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatUsd } from '@/shared/lib/money';
import { Alert } from '@/shared/ui/alert/alert';
import { Button } from '@/shared/ui/button/button';
import { TextField } from '@/shared/ui/field/text-field';
import { useAdoptTyped } from '@/shared/ui/field/use-adopt-typed';
import { Page } from '@/shared/ui/page/page';
import { PageLinks } from '@/shared/ui/page-links/page-links';
import {
  calculateEarnings,
  validateCalculatorInput,
  type CalculatorFields,
  type Earnings,
} from '../model/earnings';
import { EarningsResults } from '../ui/earnings-results';
import styles from '../ui/earnings-calculator.module.css';

const EMPTY: CalculatorFields = { monthlyIncome: '', monthlyExpenses: '', totalDebt: '' };

type Outcome =
  { kind: 'none' } | { kind: 'error'; message: string } | { kind: 'result'; earnings: Earnings };

/** /earnings-calculator: what settling your own debt earns you per hour (spec section 9). */
export default function EarningsCalculatorPage() {
  // Uncontrolled fields: what was typed before the page hydrated stays and is read from the DOM.
  const form = useForm<CalculatorFields>({ defaultValues: EMPTY });
  useAdoptTyped(form);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  // The spec's three rules give one message for the whole form, so the model checks them here.
  const submit = form.handleSubmit((fields) => {
    const validation = validateCalculatorInput(fields);
    setOutcome(
      validation.ok
        ? { kind: 'result', earnings: calculateEarnings(validation.input) }
        : { kind: 'error', message: validation.message },
    );
  });

  return (
    <Page
      title="Earnings Calculator"
      lead="See what the hours you spend settling your own debt are worth. Enter your monthly income, your monthly expenses and the total you owe."
    >
      <div className={styles.layout}>
        <form
          method="dialog"
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label="Earnings calculator"
        >
          <TextField
            label="Monthly Income"
            type="number"
            min={0}
            step="any"
            prefix="$"
            {...form.register('monthlyIncome')}
          />
          <TextField
            label="Monthly Expenses"
            type="number"
            min={0}
            step="any"
            prefix="$"
            {...form.register('monthlyExpenses')}
          />
          <TextField
            label="Total Debt"
            type="number"
            min={0}
            step="any"
            prefix="$"
            {...form.register('totalDebt')}
          />
          {outcome.kind === 'error' ? <Alert>{outcome.message}</Alert> : null}
          <Button type="submit" size="lg">
            Calculate
          </Button>
        </form>
        <div className={styles.results} aria-live="polite">
          {outcome.kind === 'result' ? (
            <EarningsResults earnings={outcome.earnings} />
          ) : (
            <p className={styles.placeholder}>
              Your targeted savings and your hourly pay appear here. Settlements often close for
              less than the full balance, so we plan for saving {formatUsd(45)} of every{' '}
              {formatUsd(100)} you owe.
            </p>
          )}
        </div>
      </div>
      <PageLinks
        back={{ to: '/agent-support', label: 'Agent Support' }}
        action={{ to: '/build-a-subscription', label: 'Get Started' }}
        forward={{ to: '/build-a-subscription', label: 'Build your subscription' }}
      />
    </Page>
  );
}
