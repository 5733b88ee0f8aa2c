/**
 * The markup every field shares (text, select, text area): the label with its required mark, the
 * bordered control, the hint and the error under it, and the ids that tie them to the control.
 */
import { useId, type ReactNode } from 'react';
import styles from './field.module.css';
import { useSteadyWhilePressed } from './use-steady-while-pressed';

interface FieldPartsInput {
  id: string | undefined;
  error: string | undefined;
  hint: ReactNode;
  /** The control's own `aria-describedby`, kept ahead of the hint and the error. */
  describedBy: string | undefined;
  /** The control's own `aria-invalid` (a value the form rejects without a message). */
  invalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

export interface FieldParts {
  controlId: string;
  error: string | undefined;
  hint: ReactNode;
  /** Spread on the control: its id, invalid state and description. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** The ids, the shown error and hint, and the control's attributes of one field. */
export function useFieldParts({
  id,
  error: currentError,
  hint: currentHint,
  describedBy,
  invalid,
}: FieldPartsInput): FieldParts {
  // What shows under the control waits for a press to end, so nothing moves under the pointer.
  const error = useSteadyWhilePressed(currentError);
  // A text hint ('Checking email...') likewise; an element hint is shown as given.
  const textHint = useSteadyWhilePressed(typeof currentHint === 'string' ? currentHint : undefined);
  const hint =
    currentHint === undefined || currentHint === null || typeof currentHint === 'string'
      ? textHint
      : currentHint;
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    controlId,
    error,
    hint,
    controlProps: {
      id: controlId,
      'aria-invalid':
        error || (invalid !== undefined && invalid !== false && invalid !== 'false')
          ? true
          : undefined,
      'aria-describedby': described || undefined,
    },
  };
}

interface FieldFrameProps {
  parts: FieldParts;
  label: ReactNode;
  required: boolean | undefined;
  className: string | undefined;
  /** Shown before the control, for example `$`. */
  prefix?: string | undefined;
  children: ReactNode;
}

/** Lays a control out with its label, hint and error (see `useFieldParts`). */
export function FieldFrame({
  parts,
  label,
  required,
  className,
  prefix,
  children,
}: FieldFrameProps) {
  const { controlId, error, hint } = parts;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
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
        {children}
      </div>
      {hint ? (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
