import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, LoadingBlock, Money } from '@/shared/ui';
import type { FinancialProfile } from '../contract';
import { netAfterDebtPayments } from '../model/totals';
import type { FinancialProfileState } from './use-financial-profile';
import styles from './profile.module.css';

interface IncomeExpensesBoxProps {
  userId: string;
  state: FinancialProfileState;
  /** The sum of the tradelines' minimum payments; undefined while they load. */
  debtPayments: number | undefined;
}

// The modals load when first opened, so they cost My Home's first screen nothing.
const EditIncomeModal = lazy(async () => ({
  default: (await import('./edit-income-modal')).EditIncomeModal,
}));
const EditExpensesModal = lazy(async () => ({
  default: (await import('./edit-expenses-modal')).EditExpensesModal,
}));

/** Income & Basic Expenses: Income, Expenses, Net, Debt Payments, Net After Debt Payments. */
export function IncomeExpensesBox({ userId, state, debtPayments }: IncomeExpensesBoxProps) {
  const [editing, setEditing] = useState<'income' | 'expenses' | null>(null);
  const [opened, setOpened] = useState(false);
  const edit = (which: 'income' | 'expenses') => {
    setOpened(true);
    setEditing(which);
  };
  const { profile } = state;
  return (
    <Card
      title="Income & Basic Expenses"
      actions={
        state.error ? null : (
          // Shown (disabled) while the profile loads, so the box keeps its size when it comes.
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!profile}
              id="my-home-edit-income"
              onClick={() => edit('income')}
            >
              Edit Income
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!profile}
              id="my-home-edit-expenses"
              onClick={() => edit('expenses')}
            >
              Edit Expenses
            </Button>
          </>
        )
      }
    >
      {state.error ? (
        <Alert
          action={
            <Button size="sm" variant="secondary" onClick={state.retry}>
              Try again
            </Button>
          }
        >
          {state.error}
        </Alert>
      ) : profile ? (
        <Figures profile={profile} debtPayments={debtPayments} />
      ) : (
        <LoadingBlock label="Loading your income and expenses">
          <Figures profile={undefined} debtPayments={undefined} />
        </LoadingBlock>
      )}
      {profile && opened ? (
        <Suspense fallback={null}>
          <EditIncomeModal
            open={editing === 'income'}
            onOpenChange={(open) => setEditing(open ? 'income' : null)}
            userId={userId}
            income={profile.income}
          />
          <EditExpensesModal
            open={editing === 'expenses'}
            onOpenChange={(open) => setEditing(open ? 'expenses' : null)}
            userId={userId}
            profile={profile}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

function Figures({
  profile,
  debtPayments,
}: {
  /** Undefined while it loads: the labels show with '…' for every amount. */
  profile: FinancialProfile | undefined;
  debtPayments: number | undefined;
}) {
  const rows: [string, number | undefined, boolean][] = [
    ['Income', profile?.income, false],
    ['Expenses', profile?.expenses, false],
    ['Net', profile?.net_income, false],
    ['Debt Payments', debtPayments, false],
    [
      'Net After Debt Payments',
      profile === undefined || debtPayments === undefined
        ? undefined
        : netAfterDebtPayments(profile.net_income, debtPayments),
      true,
    ],
  ];
  return (
    <dl className={styles.figures}>
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={`${styles.figure} ${strong ? styles.strong : ''}`}>
          <dt>{label}</dt>
          <dd>
            {amount === undefined ? (
              <>
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">Loading</span>
              </>
            ) : (
              <Money amount={amount} highlightNegative={strong} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
