import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SaveActions, SaveModal, TextField, notify, type SaveFormProps } from '@/shared/ui';
import { useSaveFinancialProfile } from '../api/use-profile-mutations';
import { incomeSaveError } from '../messages';
import {
  IncomeFormSchema,
  incomeMessage,
  type IncomeFormInput,
  type IncomeFormValues,
} from '../model/income-form';
import styles from './profile.module.css';

interface EditIncomeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  income: number;
}

/** Edit Income: one number, min 0. */
export function EditIncomeModal({ open, onOpenChange, userId, income }: EditIncomeModalProps) {
  const save = useSaveFinancialProfile(userId);
  return (
    <SaveModal
      open={open}
      onClose={() => onOpenChange(false)}
      title="Edit Income"
      size="sm"
      save={save}
      failure={incomeSaveError}
    >
      {({ close, ...form }) => (
        <IncomeForm
          {...form}
          initial={String(income)}
          onSave={(value) =>
            save.mutate(
              { income: value },
              {
                onSuccess: () => {
                  close();
                  notify.saved();
                },
                // Spec section 8: an income failure is logged; the modal also keeps and says it.
                onError: (error) => console.warn('Saving the income failed', error),
              },
            )
          }
        />
      )}
    </SaveModal>
  );
}

interface IncomeFormProps extends SaveFormProps {
  initial: string;
  onSave: (income: number) => void;
}

function IncomeForm({ initial, saving, failure, onCancel, onSave }: IncomeFormProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<IncomeFormInput, unknown, IncomeFormValues>({
    resolver: zodResolver(IncomeFormSchema, { error: incomeMessage }),
    defaultValues: { income: initial },
    mode: 'onChange',
  });
  // Spec section 5: blank or negative has no message, Save stays disabled until it is a number.
  const typed = IncomeFormSchema.safeParse({ income: useWatch({ control, name: 'income' }) });
  const message = errors.income?.message || undefined;
  return (
    <form
      method="dialog"
      id={formId}
      onSubmit={handleSubmit(({ income }) => onSave(income))}
      noValidate
      className={styles.form}
    >
      <TextField
        label="Monthly income"
        type="number"
        min={0}
        step="any"
        prefix="$"
        aria-invalid={!typed.success || undefined}
        error={message}
        {...register('income')}
      />
      <SaveActions
        saving={saving}
        failure={failure}
        onCancel={onCancel}
        saveDisabled={!typed.success}
      />
    </form>
  );
}
