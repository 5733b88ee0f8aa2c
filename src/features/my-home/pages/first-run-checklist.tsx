import { Button, ButtonLink, Card } from '@/shared/ui';
import { CHECKLIST_TARGETS, type FirstRunStep, type FirstRunStepKey } from './first-run';
import styles from './my-home.module.css';

/** Presses a box's own button, so the step opens exactly what that button opens. */
function press(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'center' });
  target?.click();
}

const ACTIONS: Record<FirstRunStepKey, React.ReactNode> = {
  income: (
    <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.income)}>
      Set income
    </Button>
  ),
  expenses: (
    <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.expenses)}>
      Add expenses
    </Button>
  ),
  debt: (
    <Button size="sm" variant="secondary" onClick={() => press(CHECKLIST_TARGETS.tradeline)}>
      Add a debt
    </Button>
  ),
  program: (
    <ButtonLink size="sm" variant="secondary" to="/portal/manage-enrollment">
      Choose a program
    </ButtonLink>
  ),
};

/**
 * The 'Getting started' card: each step ticked once done, each open one with the button that
 * does it. The buttons press the boxes' own buttons but are named apart from them ('Set income'
 * beside the box's 'Edit Income'), so no two controls on the page share a name. My Home loads it only while a step is open (`firstRunSteps`), so a user who has done
 * them all never downloads it.
 */
export default function FirstRunChecklist({ steps }: { steps: FirstRunStep[] }) {
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
              {step.done ? null : ACTIONS[step.key]}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
