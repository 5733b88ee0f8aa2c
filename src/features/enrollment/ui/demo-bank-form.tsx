/**
 * Mock mode's bank-account form, in place of Stripe's Payment Element: routing number (checked
 * with the ABA checksum), account number and account holder, confirmed through the mock's
 * stand-in for Stripe.js and saved through the same attach endpoint.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@/shared/ui';
import { confirmDemoSetupIntent } from '../api/use-enrollment-mutations';
import { isValidAccountNumber, isValidRoutingNumber } from '../model/routing-number';
import type { BankFormProps } from './bank-form';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

interface Errors {
  routing?: string;
  account?: string;
  holder?: string;
}

function validate(routing: string, account: string, holder: string): Errors {
  const errors: Errors = {};
  if (!/^\d{9}$/.test(routing)) errors.routing = 'Enter the 9-digit routing number';
  else if (!isValidRoutingNumber(routing)) errors.routing = 'This routing number is not valid';
  if (!isValidAccountNumber(account)) errors.account = 'Enter an account number of 4 to 17 digits';
  if (holder.trim() === '') errors.holder = "Enter the account holder's name";
  return errors;
}

export function DemoBankForm({ setupIntent, onConfirmed, onCancel }: BankFormProps) {
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(routing.trim(), account.trim(), holder);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProcessing(true);
    setFailed(false);
    try {
      await confirmDemoSetupIntent(setupIntent.setup_intent_id, {
        routing_number: routing.trim(),
        account_number: account.trim(),
        account_holder_name: holder.trim(),
      });
      await onConfirmed();
    } catch {
      setFailed(true);
      setProcessing(false);
    }
  };

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
        value={routing}
        onChange={(event) => setRouting(event.target.value)}
        error={errors.routing}
        required
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        error={errors.account}
        required
      />
      <TextField
        label="Account holder name"
        autoComplete="name"
        value={holder}
        onChange={(event) => setHolder(event.target.value)}
        error={errors.holder}
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
