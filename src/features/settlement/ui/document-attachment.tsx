/**
 * The agreement document (the agreement's letter, uploaded) in the agreement card: attach it (PDF, PNG or JPEG, up to 10 MB),
 * replace it, download it.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import { Alert, Button } from '@/shared/ui';
import type { Agreement } from '../contract';
import {
  documentRefusal,
  useAttachDocument,
  useDownloadDocument,
} from '../api/use-agreement-document';
import { SETTLEMENT_DETAILS } from '../model/details';
import { formatFileSize } from '../model/agreement-document';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

export const DOCUMENT_UPLOAD_FAILED = 'Could not attach the letter. Please try again.';
export const DOCUMENT_DOWNLOAD_FAILED = 'Could not download the letter. Please try again.';

const TYPE_NAMES = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' } as const;

/** Saves a file through a temporary link. */
function save(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
}

export function DocumentAttachment({
  tradelineId,
  letter,
  readOnly = false,
}: {
  tradelineId: string;
  letter: Agreement['letter'];
  /** A settled debt's letter is its proof: downloaded, never replaced. */
  readOnly?: boolean;
}) {
  const inputId = useId();
  const attach = useAttachDocument(tradelineId);
  const download = useDownloadDocument(tradelineId);
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    let refusal: string | null;
    try {
      refusal = await documentRefusal(file);
    } catch {
      refusal = SETTLEMENT_DETAILS.documentUnreadable;
    }
    if (refusal) {
      setError(refusal);
      input.value = '';
      return;
    }
    setError(null);
    attach.mutate(file, {
      onSuccess: () => {
        input.value = '';
      },
      onError: (failure) => setError(detailOr(failure, DOCUMENT_UPLOAD_FAILED)),
    });
  };

  return (
    <section className={styles.letter} aria-label="The agreement's letter">
      <h4>The letter</h4>
      {letter ? (
        <p>
          <Button
            variant="ghost"
            size="sm"
            busy={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: save,
                onError: (failure) => setError(detailOr(failure, DOCUMENT_DOWNLOAD_FAILED)),
              })
            }
          >
            Download {letter.file_name}
          </Button>{' '}
          <span className={layout.muted}>
            {TYPE_NAMES[letter.content_type]}, {formatFileSize(letter.size)}, attached{' '}
            {formatCalendarDate(letter.uploaded_at)}
          </span>
        </p>
      ) : (
        <p className={layout.muted}>
          No letter attached yet. Keep the creditor's written agreement with the record.
        </p>
      )}
      {readOnly ? null : (
        <div className={layout.field}>
          <label htmlFor={inputId} className={layout.label}>
            {letter ? 'Replace the letter' : 'Attach the letter'}
          </label>
          <span className={styles.why}>A PDF, PNG or JPEG of up to 10 MB.</span>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            disabled={attach.isPending}
            onChange={(event) => void choose(event)}
          />
          {attach.isPending ? <p className={layout.muted}>Attaching the letter...</p> : null}
        </div>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
