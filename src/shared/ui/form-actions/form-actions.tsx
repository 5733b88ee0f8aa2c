import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import styles from './form-actions.module.css';

/** What a modal's save form gets from its SaveModal and hands on to SaveActions. */
export interface SaveFormProps {
  saving: boolean;
  /** The save's failure message; every typed value stays in the form above it. */
  failure: string | undefined;
  onCancel: () => void;
}

interface SaveActionsProps extends Omit<SaveFormProps, 'failure'> {
  failure?: string | undefined;
  /** Save stays disabled while the input cannot be sent. */
  saveDisabled?: boolean;
}

/**
 * The foot of a modal's form (spec section 4, Saves): the failure message, Cancel, and Save,
 * which shows 'Saving...' and disables both buttons while the save runs.
 */
export function SaveActions({ saving, failure, onCancel, saveDisabled = false }: SaveActionsProps) {
  return (
    <>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={saveDisabled}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </>
  );
}
