import { detailOr } from '@/shared/api';
import { Alert, Button } from '@/shared/ui';
import styles from './account.module.css';

interface SaveSettingProps {
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** The failed save's message when the server gives no detail. */
  failed: string;
  /** The choice differs from what is saved: only then can the button send it. */
  changed: boolean;
  label: string;
  onSave: () => void;
}

/** The foot of a settings card saved by one button (preferences, time zone): its failure, the button. */
export function SaveSetting({ save, failed, changed, label, onSave }: SaveSettingProps) {
  return (
    <>
      {save.isError ? <Alert tone="error">{detailOr(save.error, failed)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="button" disabled={!changed} busy={save.isPending} onClick={onSave}>
          {save.isPending ? 'Saving...' : label}
        </Button>
      </div>
    </>
  );
}
