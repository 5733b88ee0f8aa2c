import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';
import { useSteadyWhilePressed } from './use-steady-while-pressed';

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
  error: currentError,
  hint: currentHint,
  prefix,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  // What shows under the input waits for a press to end, so nothing moves under the pointer.
  const error = useSteadyWhilePressed(currentError);
  // A text hint ('Checking email...') likewise; an element hint is shown as given.
  const textHint = useSteadyWhilePressed(typeof currentHint === 'string' ? currentHint : undefined);
  const hint =
    currentHint === undefined || currentHint === null || typeof currentHint === 'string'
      ? textHint
      : currentHint;
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {inputProps.required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
