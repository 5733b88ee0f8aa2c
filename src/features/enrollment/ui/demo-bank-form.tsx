/**
 * Mock mode's bank-account form, in place of Stripe's Payment Element: routing number (checked
 * with the ABA checksum), account number and account holder, confirmed through the mock's
 * stand-in for Stripe.js and saved through the same attach endpoint.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, TextField } from '@/shared/ui';
import { confirmDemoSetupIntent } from '../api/use-enrollment-mutations';
import { BankFormSchema, type BankFormInput, type BankFormValues } from '../model/bank-form';
import type { BankFormProps } from './bank-form';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

export function DemoBankForm({ setupIntent, onConfirmed, onCancel }: BankFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BankFormInput, unknown, BankFormValues>({
    resolver: zodResolver(BankFormSchema),
    defaultValues: { routing_number: '', account_number: '', account_holder_name: '' },
  });
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);

  // A failed confirmation keeps what was typed.
  const onSubmit = handleSubmit(async (account) => {
    setProcessing(true);
    setFailed(false);
    try {
      await confirmDemoSetupIntent(setupIntent.setup_intent_id, account);
      await onConfirmed();
    } catch {
      setFailed(true);
      setProcessing(false);
    }
  });

  return (
    <form method="dialog" onSubmit={onSubmit} noValidate className={styles.bankForm}>
      <Alert tone="info" title="Demo mode">
        No real bank is contacted. Try routing number 110000000 and any account number.
      </Alert>
      <TextField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        error={errors.routing_number?.message}
        {...register('routing_number')}
        required
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={errors.account_number?.message}
        {...register('account_number')}
        required
      />
      <TextField
        label="Account holder name"
        autoComplete="name"
        error={errors.account_holder_name?.message}
        {...register('account_holder_name')}
        required
      />
      {failed ? <Alert>{MESSAGES.addFailed}</Alert> : null}
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" busy={processing}>
          {processing ? 'Processing...' : 'Add bank account'}
        </Button>
      </div>
    </form>
  );
}
