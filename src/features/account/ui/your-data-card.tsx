import { lazy, Suspense, useState } from 'react';
import { detailOr } from '@/shared/api';
import { base64ToBytes } from '@/shared/lib/base64';
import { Alert, Button, Card } from '@/shared/ui';
import { useExportData } from '../api/use-account-mutations';
import { EXPORT_FAILED } from '../model/messages';
import styles from './account.module.css';

const DeleteAccountModal = lazy(async () => ({
  default: (await import('./delete-account-modal')).DeleteAccountModal,
}));

/** Saves `blob` as `name` through a temporary link. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

interface ExportedFile {
  file_name?: unknown;
  content_type?: unknown;
  content?: unknown;
}

/**
 * Saves the export as `selfsettle-data-<date>.json`, and each stored file (a settlement's
 * agreement letter, the proof of it) beside it under its own name, its bytes as they were
 * attached; the JSON lists the files without their bytes.
 */
function saveExport(data: { exported_at: string; collections: Record<string, unknown[]> }) {
  const files = (data.collections.files ?? []) as ExportedFile[];
  const listed = files.map(({ content: _bytes, ...file }) => file);
  const json = { ...data, collections: { ...data.collections, files: listed } };
  saveBlob(
    new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }),
    `selfsettle-data-${data.exported_at.slice(0, 10)}.json`,
  );
  for (const file of files) {
    if (typeof file.content !== 'string' || typeof file.file_name !== 'string') continue;
    const bytes = base64ToBytes(file.content);
    if (!bytes) continue;
    const type = typeof file.content_type === 'string' ? file.content_type : '';
    saveBlob(new Blob([bytes as BlobPart], { type }), file.file_name);
  }
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
          onClick={() => exportData.mutate(undefined, { onSuccess: saveExport })}
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
