import { lazy, Suspense, useState } from 'react';
import { detailOr } from '@/shared/api';
import { Alert, Button, Card } from '@/shared/ui';
import { useExportData } from '../api/use-account-mutations';
import { EXPORT_FAILED } from '../model/messages';
import styles from './account.module.css';

const DeleteAccountModal = lazy(async () => ({
  default: (await import('./delete-account-modal')).DeleteAccountModal,
}));

/** Saves the export as `selfsettle-data-<date>.json` through a temporary link. */
function saveJson(data: { exported_at: string }) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `selfsettle-data-${data.exported_at.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Your data' (issue 29, point 6): take everything with you, or delete the account. */
export function YourDataCard() {
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Card title="Your data">
      <p>
        Download a copy of everything your account holds: your profile, debts, plan, program,
        billing records (without card or bank details), emails, summaries and practice sessions.
      </p>
      {exportData.isError ? (
        <Alert tone="error">{detailOr(exportData.error, EXPORT_FAILED)}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={exportData.isPending}
          onClick={() => exportData.mutate(undefined, { onSuccess: saveJson })}
        >
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setOpened(true);
            setDeleting(true);
          }}
        >
          Delete my account
        </Button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <DeleteAccountModal open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      ) : null}
    </Card>
  );
}
