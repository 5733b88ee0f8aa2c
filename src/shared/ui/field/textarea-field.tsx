import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldParts } from './field-frame';
import styles from './field.module.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Shown under the text area and announced; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with hint and error text, laid out like `TextField`. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...textareaProps
}: TextAreaFieldProps) {
  const parts = useFieldParts({
    id,
    error,
    hint,
    describedBy: textareaProps['aria-describedby'],
    invalid: textareaProps['aria-invalid'],
  });
  return (
    <FieldFrame parts={parts} label={label} required={textareaProps.required} className={className}>
      <textarea
        ref={ref}
        className={`${styles.input} ${styles.textarea}`}
        {...textareaProps}
        {...parts.controlProps}
      />
    </FieldFrame>
  );
}
