import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/shared/ui';
import { AMOUNT_FIELDS, AMOUNT_LABELS, type AmountField } from '../model/tradeline-form';
import styles from './tradelines.module.css';

type AmountInputs = Record<AmountField, string>;

interface AmountFieldsProps<Form extends AmountInputs> {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}

/** Current Balance, Minimum Payment and Credit Limit: required numbers, min 0. */
export function AmountFields<Form extends AmountInputs>({
  register,
  errors,
}: AmountFieldsProps<Form>) {
  const messages = errors as FieldErrors<AmountInputs>;
  return (
    <div className={styles.amounts}>
      {AMOUNT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={AMOUNT_LABELS[field]}
          type="number"
          min={0}
          step="any"
          prefix="$"
          required
          error={messages[field]?.message}
          {...register(field as Path<Form>)}
        />
      ))}
    </div>
  );
}
