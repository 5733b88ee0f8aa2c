import { useId, useState, type FormEvent } from 'react';
import { Modal, SaveActions, TextField, notify } from '@/shared/ui';
import { useSaveFinancialProfile } from '../api/use-profile-mutations';
import { incomeSaveError } from '../messages';
import styles from './profile.module.css';

interface EditIncomeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  income: number;
}

/** The typed income, or null when it is not a number of 0 or more (spec section 5: no message). */
export function parseIncome(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Edit Income: one number, min 0. */
export function EditIncomeModal({ open, onOpenChange, userId, income }: EditIncomeModalProps) {
  const save = useSaveFinancialProfile(userId);
  const close = (next: boolean) => {
    if (!next) save.reset();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Edit Income"
      size="sm"
      dismissible={!save.isPending}
    >
      {open ? (
        <IncomeForm
          initial={String(income)}
          saving={save.isPending}
          failure={save.isError ? incomeSaveError(save.error) : undefined}
          onCancel={() => close(false)}
          onSave={(value) =>
            save.mutate(
              { income: value },
              {
                onSuccess: () => {
                  close(false);
                  notify.saved();
                },
                // Spec section 8: an income failure is logged; the modal also keeps and says it.
                onError: (error) => console.warn('Saving the income failed', error),
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}

interface IncomeFormProps {
  initial: string;
  saving: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSave: (income: number) => void;
}

function IncomeForm({ initial, saving, failure, onCancel, onSave }: IncomeFormProps) {
  const [text, setText] = useState(initial);
  const formId = useId();
  const value = parseIncome(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== null) onSave(value);
  };
  return (
    <form method="dialog" id={formId} onSubmit={submit} noValidate className={styles.form}>
      <TextField
        label="Monthly income"
        type="number"
        min={0}
        step="any"
        prefix="$"
        value={text}
        aria-invalid={value === null || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <SaveActions
        saving={saving}
        failure={failure}
        onCancel={onCancel}
        saveDisabled={value === null}
      />
    </form>
  );
}
