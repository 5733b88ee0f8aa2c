import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import { Alert, Button, Modal, SelectField, TextField, notify } from '@/shared/ui';
import type { SentLetter } from '../contract';
import { useMarkLetterSent } from '../api/use-letters-mutations';
import { SentFormSchema, type SentFormValues } from '../model/forms';
import {
  fillLetter,
  letterFileName,
  letterText,
  LETTERS_NOT_ADVICE,
  SEND_METHOD_LABELS,
  SEND_METHODS,
  type LetterFacts,
  type LetterKind,
} from '../model/letters';
import { COPY_FAILED, PRINT_BLOCKED, SENT_FAILED } from './messages';
import { openPrintView } from './print-view';
import styles from './letters.module.css';

interface LetterModalProps {
  /** The letter shown; null when closed. */
  kind: LetterKind | null;
  onClose: () => void;
  facts: Omit<LetterFacts, 'extras'>;
  userId: string;
  tradelineId: string;
  /** This letter's earlier sendings, newest first. */
  sent: readonly SentLetter[];
}

/** One letter, filled: what is missing, copy, download, print, and 'Mark as sent'. */
export function LetterModal({ kind, onClose, facts, userId, tradelineId, sent }: LetterModalProps) {
  const [lawyer, setLawyer] = useState('');
  const mark = useMarkLetterSent(userId, tradelineId);
  const close = (open: boolean) => {
    if (open) return;
    mark.reset();
    onClose();
  };
  const letter = kind ? fillLetter(kind, { ...facts, extras: { lawyer: lawyer || null } }) : null;

  const copy = async () => {
    if (!letter) return;
    try {
      await navigator.clipboard.writeText(letterText(letter));
      notify.success('Letter copied');
    } catch {
      notify.error(COPY_FAILED);
    }
  };
  const download = () => {
    if (!letter) return;
    const url = URL.createObjectURL(new Blob([letterText(letter)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = letterFileName(letter, facts.today);
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Modal
      open={letter !== null}
      onOpenChange={close}
      title={letter?.title ?? ''}
      size="lg"
      dismissible={!mark.isPending}
    >
      {letter && kind ? (
        <div className={styles.part}>
          {kind === 'lawyer' ? (
            <TextField
              label="Your lawyer's name, address and phone"
              value={lawyer}
              maxLength={300}
              onChange={(event) => setLawyer(event.target.value)}
            />
          ) : null}
          {letter.missing.length > 0 ? (
            <Alert tone="warning" title="Still missing">
              <p className={styles.note}>Fill these in before you send the letter:</p>
              <ul className={styles.missing}>
                {letter.missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <article className={styles.preview} aria-label="Letter preview">
            <p className={styles.lines}>{letter.from.join('\n')}</p>
            <p>{letter.date}</p>
            <p>{letter.to}</p>
            <p>
              <strong>{letter.subject}</strong>
            </p>
            {letter.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>Sincerely,</p>
            <p>{letter.signature}</p>
          </article>
          <p className={styles.muted}>{LETTERS_NOT_ADVICE}</p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => void copy()}>
              Copy text
            </Button>
            <Button variant="secondary" onClick={download}>
              Download (.txt)
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                if (!openPrintView(letter)) notify.error(PRINT_BLOCKED);
              }}
            >
              Print or save as PDF
            </Button>
          </div>
          {sent.length > 0 ? (
            <p className={styles.sent}>
              Sent on {formatCalendarDate(sent[0]!.sent_date)} by{' '}
              {SEND_METHOD_LABELS[sent[0]!.method].toLowerCase()}
            </p>
          ) : null}
          <MarkSentForm
            today={facts.today}
            saving={mark.isPending}
            failure={mark.isError ? detailOr(mark.error, SENT_FAILED) : undefined}
            onSave={(values) =>
              mark.mutate(
                { kind, ...values },
                {
                  onSuccess: () => {
                    notify.success(`Marked as sent on ${formatCalendarDate(values.sent_date)}`);
                    close(false);
                  },
                },
              )
            }
          />
        </div>
      ) : null}
    </Modal>
  );
}

interface MarkSentFormProps {
  today: string;
  saving: boolean;
  failure: string | undefined;
  onSave: (values: SentFormValues) => void;
}

function MarkSentForm({ today, saving, failure, onSave }: MarkSentFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SentFormValues>({
    resolver: zodResolver(SentFormSchema),
    defaultValues: { sent_date: today, method: 'certified_mail' },
  });
  return (
    <form
      method="dialog"
      className={styles.sentForm}
      onSubmit={handleSubmit(onSave)}
      noValidate
      aria-label="Mark as sent"
    >
      <h3 className={styles.partTitle}>Sent it? Mark it as sent</h3>
      <p className={styles.muted}>It joins this debt&rsquo;s history.</p>
      <div className={styles.pair}>
        <TextField
          label="Date sent"
          type="date"
          max={today}
          required
          error={errors.sent_date?.message}
          {...register('sent_date')}
        />
        <SelectField
          label="How you sent it"
          options={SEND_METHODS.map((method) => ({
            value: method,
            label: SEND_METHOD_LABELS[method],
          }))}
          error={errors.method?.message}
          {...register('method')}
        />
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" busy={saving}>
        {saving ? 'Saving...' : 'Mark as sent'}
      </Button>
    </form>
  );
}
