/**
 * 'Written agreement': the agreed amount, its payment dates, how it will be reported and the
 * checklist; then the payments against it and, once they add up, the settled result.
 */
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { usePaymentCheck } from '@/features/letters';
import { detailOr } from '@/shared/api';
import { formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { formatAmountInput, formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, Card, SelectField, TextField } from '@/shared/ui';
import type { Agreement } from '../contract';
import { useRecordPayment, useSaveAgreement } from '../api/use-workspace-mutations';
import {
  CHECKLIST,
  missingBeforePaying,
  missingItems,
  payoffToAsk,
  reportCheckDates,
  savedBySettlement,
  type Checklist,
} from '../model/agreement';
import {
  AgreementFormSchema,
  PaymentFormSchema,
  agreementMessage,
  paymentMessage,
} from '../model/forms';
import { CardForm, SubmitFoot } from './card-form';
import { DocumentAttachment } from './document-attachment';
import { StepConfirm } from './step-confirm';
import { useCardForm } from './use-card-form';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

export const AGREEMENT_SAVE_FAILED = 'Could not save the agreement. Please try again.';
export const PAYMENT_SAVE_FAILED = 'Could not record the payment. Please try again.';
export const NOT_IN_WRITING =
  'Get it in writing before paying: record a payment once the agreement has all of these.';

const REPORTING = { settled_in_full: 'Settled in Full', paid_in_full: 'Paid in Full' } as const;

interface Step {
  event: { id: string; completed: boolean };
  label: string;
}

interface AgreementCardProps {
  userId: string;
  tradeline: { id: string; current_balance: number };
  agreement: Agreement | null;
  steps: readonly Step[];
  /** The debt is settled (its state): the agreement, its letter and payments are its record. */
  readOnly?: boolean;
}

export function AgreementCard({
  userId,
  tradeline,
  agreement,
  steps,
  readOnly = false,
}: AgreementCardProps) {
  const [editing, setEditing] = useState(agreement === null);
  const [ask, setAsk] = useState<{ id: string; label: string } | null>(null);
  const payoff = payoffToAsk(steps, agreement);
  const missing = agreement ? missingItems(agreement.checklist) : CHECKLIST.map((i) => i.label);

  return (
    <Card title="Written agreement" headingLevel={3}>
      <p className={layout.muted}>
        When the creditor accepts an offer, get the agreement in writing before you pay, and record
        it here.
      </p>
      {(editing || !agreement) && !readOnly ? (
        <AgreementForm
          tradeline={tradeline}
          agreement={agreement}
          onSaved={() => setEditing(false)}
        />
      ) : (
        agreement && (
          <>
            <AgreementSummary agreement={agreement} />
            {readOnly ? null : (
              <div>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Change the agreement
                </Button>
              </div>
            )}
            <DocumentAttachment
              tradelineId={tradeline.id}
              letter={agreement.letter}
              readOnly={readOnly}
            />
            <Payments tradelineId={tradeline.id} agreement={agreement} />
          </>
        )
      )}
      {payoff ? (
        <div className={styles.below}>
          <Button
            variant="secondary"
            onClick={() => setAsk({ id: payoff.event.id, label: 'Payoff' })}
          >
            Mark the Payoff step complete
          </Button>
        </div>
      ) : null}
      <StepConfirm userId={userId} step={ask} onClose={() => setAsk(null)}>
        {missing.length > 0 ? (
          <>
            <p>The agreement's checklist is not complete. Still missing:</p>
            <ul>
              {missing.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The agreement's checklist is complete.</p>
        )}
      </StepConfirm>
    </Card>
  );
}

function AgreementSummary({ agreement }: { agreement: Agreement }) {
  const missing = missingItems(agreement.checklist);
  return (
    <div className={`${layout.stack} ${styles.below}`}>
      <dl className={styles.figures}>
        <div>
          <dt>Agreed amount</dt>
          <dd>{formatUsdCents(agreement.amount)}</dd>
        </div>
        <div>
          <dt>Reported as</dt>
          <dd>{REPORTING[agreement.reporting]}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatUsdCents(agreement.paid)}</dd>
        </div>
        <div>
          <dt>Left to pay</dt>
          <dd>{formatUsdCents(agreement.remaining)}</dd>
        </div>
      </dl>
      <ul className={layout.plainList} aria-label="Payment dates">
        {agreement.schedule.map((item) => (
          <li key={`${item.date}-${item.amount}`}>
            {formatCalendarDate(item.date)}: {formatUsdCents(item.amount)}
          </li>
        ))}
      </ul>
      {missing.length === 0 ? (
        <p>The checklist is complete.</p>
      ) : (
        <Alert>Checklist items still missing: {missing.join('; ')}.</Alert>
      )}
    </div>
  );
}

function AgreementForm({
  tradeline,
  agreement,
  onSaved,
}: {
  tradeline: { id: string; current_balance: number };
  agreement: Agreement | null;
  onSaved: () => void;
}) {
  const save = useSaveAgreement(tradeline.id);
  const { register, handleSubmit, control, refusal } = useCardForm(
    AgreementFormSchema,
    {
      amount: agreement ? formatAmountInput(agreement.amount) : '',
      balance: String(agreement?.balance_at_settlement ?? tradeline.current_balance),
      dates: agreement?.schedule.map((item) => ({
        date: item.date,
        amount: formatAmountInput(item.amount),
      })) ?? [{ date: todayIn(), amount: '' }],
      reporting: agreement?.reporting ?? 'settled_in_full',
      checklist:
        agreement?.checklist ??
        (Object.fromEntries(CHECKLIST.map((item) => [item.key, false])) as Checklist),
    },
    agreementMessage,
  );
  const dates = useFieldArray({ control, name: 'dates' });
  const lumpSum = dates.fields.length === 1;
  const error = refusal ?? (save.isError ? detailOr(save.error, AGREEMENT_SAVE_FAILED) : null);

  const submit = handleSubmit(
    (body) => save.mutate(body, { onSuccess: onSaved }),
    () => save.reset(),
  );

  return (
    <CardForm label="Written agreement" onSubmit={submit}>
      <div className={styles.row}>
        <TextField label="Agreed amount" type="number" prefix="$" {...register('amount')} />
        <TextField
          label="Balance at settlement"
          type="number"
          prefix="$"
          {...register('balance')}
        />
        <SelectField
          label="How it will be reported"
          options={REPORTING}
          {...register('reporting')}
        />
      </div>
      <fieldset className={`${layout.plainFieldset} ${styles.checklist}`}>
        <legend className={layout.label}>
          {lumpSum ? 'Lump sum: the payment date' : 'Payment dates and amounts'}
        </legend>
        {dates.fields.map((item, index) => (
          <div key={item.id} className={styles.row}>
            <TextField
              label={`Payment ${index + 1} date`}
              type="date"
              {...register(`dates.${index}.date`)}
            />
            {lumpSum ? null : (
              <TextField
                label={`Payment ${index + 1} amount`}
                type="number"
                prefix="$"
                {...register(`dates.${index}.amount`)}
              />
            )}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            // Added at the end without moving the focus, as a typed list would.
            onClick={() => dates.append({ date: todayIn(), amount: '' }, { shouldFocus: false })}
          >
            Add a payment date
          </Button>{' '}
          {dates.fields.length > 1 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dates.remove(dates.fields.length - 1)}
            >
              Remove the last date
            </Button>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={`${layout.plainFieldset} ${styles.checklist}`}>
        <legend className={layout.label}>Checklist</legend>
        {CHECKLIST.map((item) => (
          <label key={item.key} className={styles.check}>
            <input type="checkbox" {...register(`checklist.${item.key}`)} />
            <span>
              {item.label}
              <span className={styles.why}>{item.why}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitFoot error={error} submit="Save the agreement" busy={save.isPending} />
    </CardForm>
  );
}

function Payments({ tradelineId, agreement }: { tradelineId: string; agreement: Agreement }) {
  const record = useRecordPayment(tradelineId);
  // Issue 28: asks first while a dispute pauses collection or the time to sue nears its end.
  const payment = usePaymentCheck(tradelineId, 'Record the payment');
  const { register, handleSubmit, setValue, refusal } = useCardForm(
    PaymentFormSchema,
    { date: todayIn(), amount: formatAmountInput(agreement.remaining) },
    paymentMessage,
  );
  const error = refusal ?? (record.isError ? detailOr(record.error, PAYMENT_SAVE_FAILED) : null);

  if (agreement.settled_on) {
    const [first, second] = reportCheckDates(agreement.settled_on);
    return (
      <section className={styles.settled} aria-label="Settled">
        <h4>Settled on {formatCalendarDate(agreement.settled_on)}</h4>
        <p>
          You saved{' '}
          <strong>
            {formatUsdCents(savedBySettlement(agreement.balance_at_settlement, agreement.payments))}
          </strong>{' '}
          (the balance minus what you paid).
        </p>
        <p>
          Check your credit reports on {formatCalendarDate(first!)} and again on{' '}
          {formatCalendarDate(second!)}: the account should show as settled with a $0 balance.
        </p>
      </section>
    );
  }

  // Money leaves only in writing: until then the list of what is missing stands in place of the
  // button (the API refuses the payment with 409 and the same list).
  const missing = missingBeforePaying(agreement);

  const submit = handleSubmit(
    (body) => {
      record.reset();
      payment.check(() =>
        record.mutate(body, {
          onSuccess: (saved) => setValue('amount', formatAmountInput(saved.remaining)),
        }),
      );
    },
    () => record.reset(),
  );

  return (
    <CardForm label="Record a payment" onSubmit={submit}>
      <h4>Payments</h4>
      {agreement.payments.length > 0 ? (
        <ul className={layout.plainList}>
          {agreement.payments.map((payment) => (
            <li key={payment.id}>
              {formatCalendarDate(payment.date)}: {formatUsdCents(payment.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <Alert>
          <p>{NOT_IN_WRITING}</p>
          <ul aria-label="Missing before paying">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <>
          <div className={styles.row}>
            <TextField label="Payment date" type="date" {...register('date')} />
            <TextField label="Amount paid" type="number" prefix="$" {...register('amount')} />
          </div>
          <SubmitFoot error={error} submit="Record a payment" busy={record.isPending} />
        </>
      )}
      {payment.dialog}
    </CardForm>
  );
}
