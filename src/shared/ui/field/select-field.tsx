import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldParts } from './field-frame';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  /** The choices in order: a list, or a table of value to label (its entries' order). */
  options: readonly SelectOption[] | Readonly<Record<string, string>>;
  /** Shown under the select and announced; marks the select invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

const asList = (options: SelectFieldProps['options']): readonly SelectOption[] =>
  Array.isArray(options)
    ? (options as readonly SelectOption[])
    : Object.entries(options).map(([value, label]) => ({ value, label }));

/** A labelled native select with hint and error text, laid out like `TextField`. */
export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const parts = useFieldParts({
    id,
    error,
    hint,
    describedBy: selectProps['aria-describedby'],
    invalid: selectProps['aria-invalid'],
  });
  return (
    <FieldFrame parts={parts} label={label} required={selectProps.required} className={className}>
      <select
        ref={ref}
        className={`${styles.input} ${styles.select}`}
        {...selectProps}
        {...parts.controlProps}
      >
        {asList(options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
