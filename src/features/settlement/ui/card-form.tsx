import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button } from '@/shared/ui';
import styles from './settlement.module.css';

interface CardFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A workspace card's form: checked by its schema on a press of its button (see useCardForm). */
export function CardForm({ label, onSubmit, children }: CardFormProps) {
  return (
    <form method="dialog" className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

interface SubmitFootProps {
  /** The one message the card shows: the first refusal, else the failed save's. */
  error: string | null;
  /** The button's text. */
  submit: string;
  /** The save runs: the button waits. */
  busy: boolean;
  /** Between the message and the button (a 'saved' status). */
  children?: ReactNode;
}

/** The foot of a card's form: its message, then its one button. */
export function SubmitFoot({ error, submit, busy, children }: SubmitFootProps) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      {children}
      <div>
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
      </div>
    </>
  );
}
