import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldParts } from './field-frame';
import styles from './field.module.css';

export type FieldType = 'text' | 'number' | 'email' | 'date' | 'time' | 'tel' | 'password';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  type?: FieldType;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown before the input value, for example `$`. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error text, for text, number, email, date, tel and password. */
export function TextField({
  label,
  type = 'text',
  error,
  hint,
  prefix,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const parts = useFieldParts({
    id,
    error,
    hint,
    describedBy: inputProps['aria-describedby'],
    invalid: inputProps['aria-invalid'],
  });
  return (
    <FieldFrame
      parts={parts}
      label={label}
      required={inputProps.required}
      className={className}
      prefix={prefix}
    >
      <input
        ref={ref}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        className={styles.input}
        {...inputProps}
        {...parts.controlProps}
      />
    </FieldFrame>
  );
}
