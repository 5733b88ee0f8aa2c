import { useId, useState, type FormEvent } from 'react';
import { Modal, SaveActions, Money, TextField, notify } from '@/shared/ui';
import { useSaveFinancialProfile } from '../api/use-profile-mutations';
import type { FinancialProfile } from '../contract';
import {
  EXPENSE_FIELDS,
  EXPENSE_GROUPS,
  expenseInputs,
  expensesTotal,
  expensesUpdate,
  isNegativeAmount,
  type ExpenseFieldName,
  type ExpenseInputs,
} from '../model/expense-fields';
import { AMOUNT_NEGATIVE, expensesSaveError } from '../messages';
import styles from './profile.module.css';

interface EditExpensesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  profile: FinancialProfile;
}

const LABELS = Object.fromEntries(
  EXPENSE_FIELDS.map((field) => [field.name, field.label]),
) as Record<ExpenseFieldName, string>;

/** Edit Expenses: the 16 fields, rolled up into the profile's categories on save. */
export function EditExpensesModal({ open, onOpenChange, userId, profile }: EditExpensesModalProps) {
  const save = useSaveFinancialProfile(userId);
  const close = (next: boolean) => {
    if (!next) save.reset();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Edit Expenses"
      description="Monthly amounts. A blank field counts as $0."
      size="lg"
      dismissible={!save.isPending}
    >
      {open ? (
        <ExpensesForm
          initial={expenseInputs(profile)}
          saving={save.isPending}
          failure={save.isError ? expensesSaveError(save.error) : undefined}
          onCancel={() => close(false)}
          onSave={(inputs) =>
            save.mutate(expensesUpdate(inputs), {
              onSuccess: () => {
                close(false);
                notify.saved();
              },
            })
          }
        />
      ) : null}
    </Modal>
  );
}

interface ExpensesFormProps {
  initial: ExpenseInputs;
  saving: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSave: (inputs: ExpenseInputs) => void;
}

function ExpensesForm({ initial, saving, failure, onCancel, onSave }: ExpensesFormProps) {
  const [inputs, setInputs] = useState(initial);
  const [checked, setChecked] = useState(false);
  const formId = useId();
  const invalid = EXPENSE_FIELDS.some(({ name }) => isNegativeAmount(inputs[name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!invalid) onSave(inputs);
  };
  return (
    <form method="dialog" id={formId} onSubmit={submit} noValidate>
      <div className={styles.groups}>
        {EXPENSE_GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend>{group.title}</legend>
            <div className={styles.fields}>
              {group.fields.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={LABELS[name]}
                  type="number"
                  min={0}
                  step="any"
                  prefix="$"
                  value={inputs[name]}
                  error={checked && isNegativeAmount(inputs[name]) ? AMOUNT_NEGATIVE : undefined}
                  onChange={(event) => setInputs({ ...inputs, [name]: event.target.value })}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className={styles.total} aria-live="polite">
        Total expenses: <Money amount={expensesTotal(inputs)} />
      </p>
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
