import { useQuery } from '@tanstack/react-query';
import { programQuery } from '@/features/enrollment';
import type { FinancialProfileState } from '@/features/profile';
import { Button, ButtonLink, Card } from '@/shared/ui';
import styles from './my-home.module.css';

/** The ids of the controls the checklist's buttons press (the boxes' own buttons). */
export const CHECKLIST_TARGETS = {
  income: 'my-home-edit-income',
  expenses: 'my-home-edit-expenses',
  tradeline: 'my-home-add-tradeline',
} as const;

interface FirstRunChecklistProps {
  userId: string;
  profile: FinancialProfileState['profile'];
  /** How many tradelines the user has; undefined while they load. */
  tradelineCount: number | undefined;
}

/** Presses a box's own button, so the step opens exactly what that button opens. */
function press(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'center' });
  target?.click();
}

/**
 * A newcomer's first steps on My Home (issue 33 point 6), each ticked once done, each with the
 * button that does it; gone once all four are done. Income comes first: adding a debt needs it
 * (spec section 5).
 */
export function FirstRunChecklist({ userId, profile, tradelineCount }: FirstRunChecklistProps) {
  const program = useQuery(programQuery(userId));
  if (!profile || tradelineCount === undefined || program.isPending) return null;
  const steps = [
    {
      key: 'income',
      label: 'Set your income',
      done: profile.income > 0,
      action: (
        <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.income)}>
          Edit Income
        </Button>
      ),
    },
    {
      key: 'expenses',
      label: 'Add your expenses',
      done: profile.expenses > 0,
      action: (
        <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.expenses)}>
          Edit Expenses
        </Button>
      ),
    },
    {
      key: 'debt',
      label: 'Add your first debt',
      done: tradelineCount > 0,
      action: (
        <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.tradeline)}>
          Add a tradeline
        </Button>
      ),
    },
    {
      key: 'program',
      // A failed read says nothing about the program: the step stays open with its link.
      label: 'Choose your program',
      done: program.data !== null && program.data !== undefined,
      action: (
        <ButtonLink size="sm" variant="secondary" to="/portal/manage-enrollment">
          Manage my enrollment
        </ButtonLink>
      ),
    },
  ];
  const left = steps.filter((step) => !step.done).length;
  if (left === 0) return null;
  return (
    <div className={styles.firstRun}>
      <Card title="Getting started">
        <p className={styles.checklistLead}>
          {left === 1 ? 'One step left' : `${left} steps left`} to set up your plan.
        </p>
        <ol className={styles.checklist}>
          {steps.map((step) => (
            <li key={step.key} data-done={step.done}>
              <span className={styles.checkMark} aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span className={styles.checkLabel}>
                {step.label}
                <span className="visually-hidden">{step.done ? ': done' : ': to do'}</span>
              </span>
              {step.done ? null : step.action}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
