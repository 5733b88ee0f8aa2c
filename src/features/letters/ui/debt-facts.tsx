import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveDebtDetails, type DebtDetails } from '@/features/settlement';
import { detailOr } from '@/shared/api';
import { formatCalendarDate } from '@/shared/lib/dates';
import { HOLDER_LABELS, HOLDERS } from '@/shared/lib/debt-holders';
import { Button, Modal, SaveActions, SelectField, TextField, notify } from '@/shared/ui';
import { DetailsFormSchema, type DetailsFormValues } from '../model/forms';
import { DETAILS_FAILED } from './messages';
import { usePaymentCheck } from './payment-confirm';
import styles from './letters.module.css';

interface DebtFactsProps {
  details: DebtDetails;
  today: string;
}

/** What the letters know of the debt (who holds it, the collector, the account), and editing it. */
export function DebtFacts({ details, today }: DebtFactsProps) {
  const [open, setOpen] = useState(false);
  const unknown = <span className={styles.muted}>Not given</span>;
  return (
    <section className={styles.part} aria-label="What the letters use">
      <dl className={styles.facts}>
        <div>
          <dt>Who holds it now</dt>
          <dd>{details.holder_kind ? HOLDER_LABELS[details.holder_kind] : unknown}</dd>
        </div>
        <div>
          <dt>Collector</dt>
          <dd>{details.collector_name ?? unknown}</dd>
        </div>
        <div>
          <dt>Account ending in</dt>
          <dd>{details.account_last_four ?? unknown}</dd>
        </div>
        <div>
          <dt>Last payment</dt>
          <dd>
            {details.last_payment_date ? formatCalendarDate(details.last_payment_date) : unknown}
          </dd>
        </div>
      </dl>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Edit debt details
        </Button>
      </div>
      <DetailsModal open={open} onClose={() => setOpen(false)} details={details} today={today} />
    </section>
  );
}

interface DetailsModalProps {
  open: boolean;
  onClose: () => void;
  details: DebtDetails;
  today: string;
}

/** 'Debt details': the holder, the collector, the last four digits and the last payment. */
export function DetailsModal({ open, onClose, details, today }: DetailsModalProps) {
  const save = useSaveDebtDetails(details.tradeline_id);
  // A later last payment logs a payment: it asks first when the window or the time limit say so.
  const payment = usePaymentCheck(details.tradeline_id, 'Save');
  const close = (next: boolean) => {
    if (next) return;
    save.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Debt details"
      size="sm"
      dismissible={!save.isPending}
    >
      {open ? (
        <DetailsForm
          details={details}
          today={today}
          saving={save.isPending}
          failure={save.isError ? detailOr(save.error, DETAILS_FAILED) : undefined}
          onCancel={() => close(false)}
          onSave={(values) => {
            const go = () =>
              save.mutate(
                {
                  holder_kind: values.holder_kind || null,
                  collector_name: values.collector_name.trim() || null,
                  account_last_four: values.account_last_four.trim() || null,
                  last_payment_date: values.last_payment_date || null,
                },
                {
                  onSuccess: () => {
                    notify.saved();
                    close(false);
                  },
                },
              );
            payment.checkLastPayment(details.last_payment_date, values.last_payment_date, go);
          }}
        />
      ) : null}
      {payment.dialog}
    </Modal>
  );
}

interface DetailsFormProps {
  details: DebtDetails;
  today: string;
  saving: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSave: (values: DetailsFormValues) => void;
}

function DetailsForm({ details, today, saving, failure, onCancel, onSave }: DetailsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsFormValues>({
    resolver: zodResolver(DetailsFormSchema),
    defaultValues: {
      holder_kind: details.holder_kind ?? '',
      collector_name: details.collector_name ?? '',
      account_last_four: details.account_last_four ?? '',
      last_payment_date: details.last_payment_date ?? '',
    },
  });
  return (
    <form method="dialog" onSubmit={handleSubmit(onSave)} noValidate>
      <SelectField
        label="Who holds it now"
        options={[
          { value: '', label: 'Not known' },
          ...HOLDERS.map((holder) => ({ value: holder, label: HOLDER_LABELS[holder] })),
        ]}
        error={errors.holder_kind?.message}
        {...register('holder_kind')}
      />
      <TextField
        label="Collector's name"
        maxLength={120}
        error={errors.collector_name?.message}
        {...register('collector_name')}
      />
      <TextField
        label="Last four digits of the account"
        inputMode="numeric"
        maxLength={4}
        error={errors.account_last_four?.message}
        {...register('account_last_four')}
      />
      <TextField
        label="Date of the last payment"
        type="date"
        max={today}
        error={errors.last_payment_date?.message}
        {...register('last_payment_date')}
      />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
