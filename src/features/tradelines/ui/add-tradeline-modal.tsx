import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Modal, SaveActions, TextField, notify } from '@/shared/ui';
import { creditorsQuery } from '../api/tradelines.queries';
import { useCreateTradeline } from '../api/use-tradeline-mutations';
import { CREATE_FAILED, CREDITORS_LOAD_FAILED, OTHER_CREDITOR, tradelineError } from '../messages';
import {
  EMPTY_AMOUNTS,
  accountNameError,
  amountErrors,
  amountValues,
  type AmountField,
  type AmountInputs,
} from '../model/tradeline-form';
import { AmountFields } from './amount-fields';
import styles from './tradelines.module.css';

interface AddTradelineModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}

/** The value of the pick list's 'Other' entry (creditor uuids are hex, so it cannot clash). */
const OTHER = 'other';

/** Add a Tradeline: a creditor from /creditors or 'Other' with a name, and the three amounts. */
export function AddTradelineModal({ open, onOpenChange, userId }: AddTradelineModalProps) {
  const create = useCreateTradeline(userId);
  const close = (next: boolean) => {
    if (!next) create.reset();
    onOpenChange(next);
  };
  return (
    <Modal open={open} onOpenChange={close} title="Add a Tradeline" dismissible={!create.isPending}>
      {open ? (
        <AddTradelineForm
          saving={create.isPending}
          failure={create.isError ? tradelineError(create.error, CREATE_FAILED) : undefined}
          onCancel={() => close(false)}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                close(false);
                notify.saved();
              },
            })
          }
        />
      ) : null}
    </Modal>
  );
}

interface AddTradelineFormProps {
  saving: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSave: (body: {
    account_name: string;
    current_balance: number;
    minimum_payment: number;
    credit_limit: number;
  }) => void;
}

function AddTradelineForm({ saving, failure, onCancel, onSave }: AddTradelineFormProps) {
  const creditors = useQuery(creditorsQuery());
  const [creditor, setCreditor] = useState('');
  const [otherName, setOtherName] = useState('');
  const [amounts, setAmounts] = useState<AmountInputs>(EMPTY_AMOUNTS);
  const [errors, setErrors] = useState<
    Partial<Record<AmountField | 'creditor' | 'creditorName', string>>
  >({});
  const selectId = useId();
  const selectErrorId = `${selectId}-error`;
  const isOther = creditor === OTHER;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...accountNameError(creditor, otherName, isOther),
      ...amountErrors(amounts),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const name = isOther
      ? otherName.trim()
      : (creditors.data?.find((item) => item.uuid === creditor)?.name ?? '');
    onSave({ account_name: name, ...amountValues(amounts) });
  };

  return (
    <form method="dialog" onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.select}>
        <label htmlFor={selectId}>
          Creditor
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={selectId}
          name="creditor"
          required
          value={creditor}
          aria-invalid={errors.creditor ? true : undefined}
          aria-describedby={errors.creditor ? selectErrorId : undefined}
          aria-busy={creditors.isPending || undefined}
          onChange={(event) => setCreditor(event.target.value)}
        >
          <option value="">
            {creditors.isPending ? 'Loading creditors...' : 'Choose a creditor'}
          </option>
          {creditors.data?.map((item) => (
            <option key={item.uuid} value={item.uuid}>
              {item.name}
            </option>
          ))}
          <option value={OTHER}>{OTHER_CREDITOR}</option>
        </select>
        {errors.creditor ? (
          <p id={selectErrorId} className={styles.error} role="alert">
            {errors.creditor}
          </p>
        ) : null}
      </div>
      {creditors.isError ? <Alert tone="warning">{CREDITORS_LOAD_FAILED}</Alert> : null}
      {isOther ? (
        <TextField
          label="Creditor name"
          name="creditor_name"
          required
          maxLength={120}
          value={otherName}
          error={errors.creditorName}
          onChange={(event) => setOtherName(event.target.value)}
        />
      ) : null}
      <AmountFields inputs={amounts} errors={errors} onChange={setAmounts} />
      <SaveActions saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
