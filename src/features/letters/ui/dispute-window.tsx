import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import {
  Alert,
  Button,
  SaveActions,
  SaveModal,
  TextField,
  notify,
  type SaveFormProps,
} from '@/shared/ui';
import type { DisputeWindow } from '../contract';
import { useLogValidationNotice } from '../api/use-letters-mutations';
import { NoticeFormSchema, type NoticeFormValues } from '../model/forms';
import {
  ASSUMED_RECEIPT_BUSINESS_DAYS,
  PAUSE_TEXT,
  VALIDATION_PERIOD_DAYS,
  windowStateOf,
  windowStateText,
} from '../model/validation-window';
import { NOTICE_FAILED } from './messages';
import styles from './letters.module.css';

interface DisputeWindowPanelProps {
  window: DisputeWindow | null;
  today: string;
  userId: string;
  tradelineId: string;
}

const Cite = ({ children }: { children: string }) => (
  <span className={styles.cite}>({children})</span>
);

/** The validation notice's dispute window: its dates, where it stands, and logging a notice. */
export function DisputeWindowPanel({
  window,
  today,
  userId,
  tradelineId,
}: DisputeWindowPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.part} aria-label="Validation notice and dispute window">
      <h5 className={styles.partTitle}>Validation notice and dispute window</h5>
      {window ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>Notice received</dt>
              <dd>{formatCalendarDate(window.received_date)}</dd>
            </div>
            {window.sent_date ? (
              <div>
                <dt>Notice sent</dt>
                <dd>{formatCalendarDate(window.sent_date)}</dd>
              </div>
            ) : null}
            {window.assumed_receipt ? (
              <div>
                <dt>Receipt assumed</dt>
                <dd>{formatCalendarDate(window.assumed_receipt)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Dispute by</dt>
              <dd>{formatCalendarDate(window.ends)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            You have {VALIDATION_PERIOD_DAYS} days from receiving the notice to dispute the debt;
            the collector may assume you received it {ASSUMED_RECEIPT_BUSINESS_DAYS} business days
            after sending it. <Cite>12 CFR 1006.34(b)(5)</Cite>
          </p>
          <WindowStatus window={window} today={today} />
        </>
      ) : (
        <p className={styles.muted}>
          No validation notice logged. A collector must send one with the amount and how to dispute;
          log it when it arrives to see your dispute deadline. <Cite>12 CFR 1006.34</Cite>
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Log a validation notice
        </Button>
      </div>
      <NoticeModal
        open={open}
        onClose={() => setOpen(false)}
        today={today}
        userId={userId}
        tradelineId={tradelineId}
      />
    </section>
  );
}

function WindowStatus({ window, today }: { window: DisputeWindow; today: string }) {
  const state = windowStateOf(window, today);
  switch (state.state) {
    case 'disputed':
      return (
        <Alert tone="info" title={PAUSE_TEXT}>
          You sent a dispute on {formatCalendarDate(state.disputed_on)}, within the window.
          {window.paused_from
            ? window.paused_until
              ? ` The pause ran from its receipt on ${formatCalendarDate(window.paused_from)} until the verification arrived on ${formatCalendarDate(window.paused_until)}.`
              : ` The pause runs from its receipt on ${formatCalendarDate(window.paused_from)} until the collector sends verification.`
            : null}{' '}
          <Cite>12 CFR 1006.38</Cite>
        </Alert>
      );
    case 'disputed_late':
      return (
        <Alert tone="warning" title="Your dispute was sent after the window closed">
          You sent it on {formatCalendarDate(state.disputed_on)}. The pause applies only to a
          dispute sent within the window, so the collector may keep collecting.{' '}
          <Cite>12 CFR 1006.38(d)(2)</Cite>
        </Alert>
      );
    case 'missed':
      return (
        <Alert tone="warning" title="The dispute window has closed">
          It ended on {formatCalendarDate(window.ends)}. You can still dispute the debt in writing.
        </Alert>
      );
    case 'open':
      return (
        <p className={styles.note}>
          <span className={styles.badge}>{windowStateText(state)}</span>
        </p>
      );
  }
}

interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  today: string;
  userId: string;
  tradelineId: string;
}

/** 'Log a validation notice': the date received and, when known, the date sent. */
export function NoticeModal({ open, onClose, today, userId, tradelineId }: NoticeModalProps) {
  const log = useLogValidationNotice(userId, tradelineId);
  return (
    <SaveModal
      open={open}
      onClose={onClose}
      title="Log a validation notice"
      size="sm"
      save={log}
      failure={(error) => detailOr(error, NOTICE_FAILED)}
    >
      {({ close, ...form }) => (
        <NoticeForm
          {...form}
          today={today}
          onSave={(values) =>
            log.mutate(
              { received_date: values.received_date, sent_date: values.sent_date || null },
              {
                onSuccess: () => {
                  notify.saved();
                  close();
                },
              },
            )
          }
        />
      )}
    </SaveModal>
  );
}

interface NoticeFormProps extends SaveFormProps {
  today: string;
  onSave: (values: NoticeFormValues) => void;
}

function NoticeForm({ today, saving, failure, onCancel, onSave }: NoticeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoticeFormValues>({
    resolver: zodResolver(NoticeFormSchema),
    defaultValues: { received_date: today, sent_date: '' },
  });
  return (
    <form method="dialog" onSubmit={handleSubmit(onSave)} noValidate>
      <TextField
        label="Date you received it"
        type="date"
        max={today}
        required
        error={errors.received_date?.message}
        {...register('received_date')}
      />
      <TextField
        label="Date it was sent (if the notice says)"
        type="date"
        max={today}
        hint="With this date, the window runs from 5 business days after sending when that is earlier."
        error={errors.sent_date?.message}
        {...register('sent_date')}
      />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
