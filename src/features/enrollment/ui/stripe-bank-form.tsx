/**
 * Stripe's Payment Element for `us_bank_account`, loaded lazily: neither this module nor
 * Stripe.js is fetched until the Add Payment Method form opens with a publishable key.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Alert, Button } from '@/shared/ui';
import type { BankFormProps } from './bank-form';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

let stripe: Promise<Stripe | null> | null = null;
function stripeFor(publishableKey: string) {
  stripe ??= loadStripe(publishableKey);
  return stripe;
}

interface StripeBankFormProps extends BankFormProps {
  publishableKey: string;
}

export default function StripeBankForm({ publishableKey, ...props }: StripeBankFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: props.setupIntent.client_secret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0b5c4a' } },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ onConfirmed, onCancel }: BankFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? MESSAGES.addFailed);
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) throw new Error(result.error.message ?? MESSAGES.addFailed);
      await onConfirmed();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '');
      setProcessing(false);
    }
  };

  return (
    <form method="dialog" onSubmit={onSubmit} className={styles.bankForm}>
      <PaymentElement options={{ layout: 'tabs' }} />
      {error !== null ? (
        <Alert title={MESSAGES.addFailed}>{error || 'Please try again.'}</Alert>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" busy={processing} disabled={!stripe || !elements}>
          {processing ? 'Processing...' : 'Add bank account'}
        </Button>
      </div>
    </form>
  );
}
