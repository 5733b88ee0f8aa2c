import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import { Alert, Button, Modal, SelectField, TextField, notify } from '@/shared/ui';
import type { SentLetter } from '../contract';
import { useMarkLetterSent, useUpdateSentLetter } from '../api/use-letters-mutations';
import {
  ReceiptFormSchema,
  SentFormSchema,
  type ReceiptFormValues,
  type SentFormValues,
} from '../model/forms';
import {
  fillLetter,
  letterFileName,
  letterText,
  LETTERS_NOT_ADVICE,
  MISSING_PLACE_TEXTS,
  SEND_METHOD_LABELS,
  SEND_METHODS,
  type LetterFacts,
  type LetterKind,
  type MissingFact,
} from '../model/letters';
import { COPY_FAILED, PDF_FAILED, PRINT_BLOCKED, RECEIPT_FAILED, SENT_FAILED } from './messages';
import { openPrintView } from './print-view';
import styles from './letters.module.css';

/** Where the profile's name and address are edited (Account settings' card). */
export const PROFILE_ADDRESS_HREF = '/portal/account#name-and-address';

/** A warning shown before a letter that acknowledges a debt possibly time-barred. */
export interface LetterWarning {
  title: string;
  text: string;
  /** The statute the state's rule rests on. */
  source: string;
}

interface LetterModalProps {
  /** The letter shown; null when closed. */
  kind: LetterKind | null;
  onClose: () => void;
  facts: Omit<LetterFacts, 'extras'>;
  userId: string;
  tradelineId: string;
  /** This letter's earlier sendings, newest first. */
  sent: readonly SentLetter[];
  /** Shown above the letter when it acknowledges a debt that may be time-barred. */
  warning: LetterWarning | null;
  /** Closes the letter and shows the part of the page where a missing fact is filled. */
  onFill: (where: 'details' | 'offers') => void;
}

/** One letter, filled: what is missing, copy, PDF, print, and 'I sent it'. */
export function LetterModal({
  kind,
  onClose,
  facts,
  userId,
  tradelineId,
  sent,
  warning,
  onFill,
}: LetterModalProps) {
  const [lawyer, setLawyer] = useState('');
  const [making, setMaking] = useState(false);
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
  const downloadPdf = async () => {
    if (!letter) return;
    setMaking(true);
    try {
      // The PDF library loads only now, never with the page.
      const { downloadLetterPdf } = await import('./letter-pdf');
      await downloadLetterPdf(letter, letterFileName(letter, facts.today));
    } catch {
      notify.error(PDF_FAILED);
    } finally {
      setMaking(false);
    }
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
          {warning ? (
            <Alert tone="warning" title={warning.title}>
              <p className={styles.note}>
                {warning.text} <span className={styles.cite}>({warning.source})</span>
              </p>
            </Alert>
          ) : null}
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
                  <li key={item.field}>
                    {item.field} (<MissingLink item={item} onFill={onFill} />)
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <article className={styles.preview} aria-label="Letter preview">
            <div className={styles.letterHead}>
              <p className={styles.lines} aria-label="From">
                {letter.from.join('\n')}
              </p>
              <p>{letter.date}</p>
            </div>
            <p className={styles.lines} aria-label="To">
              {letter.to.join('\n')}
            </p>
            <p>
              <strong>{letter.subject}</strong>
            </p>
            {letter.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>Sincerely,</p>
            <p>{letter.signature}</p>
          </article>
          <p className={styles.muted}>
            The PDF and the printed page fit a #10 double-window envelope: fold the page in three.{' '}
            {LETTERS_NOT_ADVICE}
          </p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => void copy()}>
              Copy text
            </Button>
            <Button variant="secondary" busy={making} onClick={() => void downloadPdf()}>
              {making ? 'Making the PDF...' : 'Download PDF'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                if (!openPrintView(letter)) notify.error(PRINT_BLOCKED);
              }}
            >
              Print
            </Button>
          </div>
          {sent[0] ? (
            <SentReceipt letter={sent[0]} userId={userId} tradelineId={tradelineId} />
          ) : null}
          <MarkSentForm
            today={facts.today}
            saving={mark.isPending}
            failure={mark.isError ? detailOr(mark.error, SENT_FAILED) : undefined}
            onSave={(values) =>
              mark.mutate(
                {
                  kind,
                  sent_date: values.sent_date,
                  method: values.method,
                  tracking_number:
                    values.method === 'certified_mail' && values.tracking_number.trim() !== ''
                      ? values.tracking_number.trim()
                      : null,
                  received_date: values.received_date === '' ? null : values.received_date,
                },
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

function MissingLink({
  item,
  onFill,
}: {
  item: MissingFact;
  onFill: (where: 'details' | 'offers') => void;
}) {
  const text = MISSING_PLACE_TEXTS[item.where];
  if (item.where === 'profile') return <Link to={PROFILE_ADDRESS_HREF}>{text}</Link>;
  if (item.where === 'letter') return <>{text}</>;
  const where = item.where;
  return (
    <button type="button" className={styles.inlineLink} onClick={() => onFill(where)}>
      {text}
    </button>
  );
}

/** When the last sending was received (given or assumed), and the dates learned since. */
function SentReceipt({
  letter,
  userId,
  tradelineId,
}: {
  letter: SentLetter;
  userId: string;
  tradelineId: string;
}) {
  const update = useUpdateSentLetter(userId, tradelineId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceiptFormValues>({
    resolver: zodResolver(ReceiptFormSchema),
    defaultValues: {
      received_date: letter.received_date ?? '',
      answered_date: letter.answered_date ?? '',
    },
  });
  const how = SEND_METHOD_LABELS[letter.method].toLowerCase();
  return (
    <section className={styles.sentForm} aria-label="Last sent">
      <p className={styles.sent}>
        Sent on {formatCalendarDate(letter.sent_date)} by {how}
        {letter.tracking_number ? ` (tracking ${letter.tracking_number})` : ''}.{' '}
        {letter.receipt_assumed
          ? `Assumed received on ${formatCalendarDate(letter.receipt_date)}, five business days after sending: its effects run from then.`
          : `Received on ${formatCalendarDate(letter.receipt_date)}: its effects run from then.`}
      </p>
      <form
        method="dialog"
        noValidate
        aria-label="Dates received and answered"
        onSubmit={handleSubmit((values) =>
          update.mutate(
            {
              letterId: letter.id,
              body: {
                received_date: values.received_date === '' ? null : values.received_date,
                answered_date: values.answered_date === '' ? null : values.answered_date,
              },
            },
            { onSuccess: () => notify.saved() },
          ),
        )}
      >
        <div className={styles.pair}>
          <TextField
            label="Date it was received (optional)"
            type="date"
            min={letter.sent_date}
            hint="From the green card or the tracking page."
            error={errors.received_date?.message}
            {...register('received_date')}
          />
          <TextField
            label="Date their answer arrived (optional)"
            type="date"
            min={letter.sent_date}
            hint="Verification, or the original creditor's name."
            error={errors.answered_date?.message}
            {...register('answered_date')}
          />
        </div>
        {update.isError ? <Alert>{detailOr(update.error, RECEIPT_FAILED)}</Alert> : null}
        <Button type="submit" variant="secondary" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save dates'}
        </Button>
      </form>
    </section>
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
    control,
    formState: { errors },
  } = useForm<SentFormValues>({
    resolver: zodResolver(SentFormSchema),
    defaultValues: {
      sent_date: today,
      method: 'certified_mail',
      tracking_number: '',
      received_date: '',
    },
  });
  const method = useWatch({ control, name: 'method' });
  return (
    <form
      method="dialog"
      className={styles.sentForm}
      onSubmit={handleSubmit(onSave)}
      noValidate
      aria-label="I sent it"
    >
      <h3 className={styles.partTitle}>I sent it</h3>
      <p className={styles.muted}>
        It joins this debt&rsquo;s history. Its effects (the dispute, the stop, the pause) run from
        the day it is received: the date you give, or five business days after sending.
      </p>
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
          options={SEND_METHODS.map((item) => ({
            value: item,
            label: SEND_METHOD_LABELS[item],
          }))}
          error={errors.method?.message}
          {...register('method')}
        />
        {method === 'certified_mail' ? (
          <TextField
            label="Tracking number (optional)"
            inputMode="numeric"
            maxLength={40}
            error={errors.tracking_number?.message}
            {...register('tracking_number')}
          />
        ) : null}
        <TextField
          label="Date it was received (optional)"
          type="date"
          max={today}
          error={errors.received_date?.message}
          {...register('received_date')}
        />
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" busy={saving}>
        {saving ? 'Saving...' : 'I sent it'}
      </Button>
    </form>
  );
}
