import { TextField } from '@/shared/ui';
import {
  AMOUNT_FIELDS,
  AMOUNT_LABELS,
  type AmountField,
  type AmountInputs,
} from '../model/tradeline-form';
import styles from './tradelines.module.css';

interface AmountFieldsProps {
  inputs: AmountInputs;
  errors: Partial<Record<AmountField, string>>;
  onChange: (inputs: AmountInputs) => void;
}

/** Current Balance, Minimum Payment and Credit Limit: required numbers, min 0. */
export function AmountFields({ inputs, errors, onChange }: AmountFieldsProps) {
  return (
    <div className={styles.amounts}>
      {AMOUNT_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={AMOUNT_LABELS[field]}
          type="number"
          min={0}
          step="any"
          prefix="$"
          required
          value={inputs[field]}
          error={errors[field]}
          onChange={(event) => onChange({ ...inputs, [field]: event.target.value })}
        />
      ))}
    </div>
  );
}
