import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Money, SaveActions, SaveModal, TextField, notify, type SaveFormProps } from '@/shared/ui';
import { useSaveFinancialProfile } from '../api/use-profile-mutations';
import type { FinancialProfile } from '../contract';
import {
  EXPENSE_FIELDS,
  EXPENSE_GROUPS,
  expenseInputs,
  expensesTotal,
  expensesUpdate,
  type ExpenseFieldName,
  type ExpenseInputs,
} from '../model/expense-fields';
import {
  ExpensesFormSchema,
  expenseMessage,
  type ExpensesFormInput,
  type ExpensesFormValues,
} from '../model/expenses-form';
import { expensesSaveError } from '../messages';
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
  return (
    <SaveModal
      open={open}
      onClose={() => onOpenChange(false)}
      title="Edit Expenses"
      description="Monthly amounts. A blank field counts as $0."
      size="lg"
      save={save}
      failure={expensesSaveError}
    >
      {({ close, ...form }) => (
        <ExpensesForm
          {...form}
          initial={expenseInputs(profile)}
          onSave={(inputs) =>
            save.mutate(expensesUpdate(inputs), {
              onSuccess: () => {
                close();
                notify.saved();
              },
            })
          }
        />
      )}
    </SaveModal>
  );
}

interface ExpensesFormProps extends SaveFormProps {
  initial: ExpenseInputs;
  onSave: (inputs: ExpenseInputs) => void;
}

function ExpensesForm({ initial, saving, failure, onCancel, onSave }: ExpensesFormProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<ExpensesFormInput, unknown, ExpensesFormValues>({
    resolver: zodResolver(ExpensesFormSchema, { error: expenseMessage }),
    defaultValues: initial,
  });
  const inputs = useWatch({ control }) as ExpenseInputs;
  // The typed texts go to the model's roll-up (blank counts as 0, as the total shows).
  const submit = handleSubmit(() => onSave(getValues()));
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
                  label={LABELS[name]}
                  type="number"
                  min={0}
                  step="any"
                  prefix="$"
                  error={errors[name]?.message}
                  {...register(name)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {/* The total and Save stay in view while the 16 fields scroll (a phone's were 2,100 px). */}
      <div className={styles.stickyFoot}>
        <p className={styles.total} aria-live="polite">
          Total expenses: <Money amount={expensesTotal({ ...initial, ...inputs })} />
        </p>
        <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
      </div>
    </form>
  );
}
