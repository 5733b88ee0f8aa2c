/**
 * Add Payment Method: starts a setup intent, then shows Stripe's Payment Element (with a
 * publishable key) or, in mock mode, the demo bank-account form; both save through the same
 * attach endpoint.
 */
import { lazy, Suspense, useEffect } from 'react';
import { env } from '@/shared/config/env';
import { Alert, Button, LoadingBlock, Modal, notify } from '@/shared/ui';
import { useAttachPaymentMethod, useCreateSetupIntent } from '../api/use-enrollment-mutations';
import type { BankFormProps } from './bank-form';
import { DemoBankForm } from './demo-bank-form';
import { MESSAGES } from './messages';

const StripeBankForm = lazy(() => import('./stripe-bank-form'));

interface AddPaymentMethodModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddPaymentMethodModal({ open, onOpenChange }: AddPaymentMethodModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add Payment Method"
      description="Payment is by bank account only. Your bank details go to our payment provider, Stripe, never to us."
      size="md"
    >
      {open ? <AddBankAccount onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function AddBankAccount({ onClose }: { onClose: () => void }) {
  const setup = useCreateSetupIntent();
  const attach = useAttachPaymentMethod();
  const { mutate } = setup;

  useEffect(() => {
    mutate();
  }, [mutate]);

  if (setup.isError) {
    return (
      <Alert
        action={
          <Button size="sm" variant="secondary" onClick={() => mutate()}>
            Try again
          </Button>
        }
      >
        {MESSAGES.setupFailed}
      </Alert>
    );
  }
  if (!setup.data) return <LoadingBlock label="Starting payment setup" lines={3} />;

  const intent = setup.data;
  const props: BankFormProps = {
    setupIntent: intent,
    onCancel: onClose,
    onConfirmed: async () => {
      await attach.mutateAsync(intent.setup_intent_id);
      notify.success('Bank account added');
      onClose();
    },
  };

  if (env.apiMode === 'mock') return <DemoBankForm {...props} />;
  if (env.stripePublishableKey) {
    return (
      <Suspense fallback={<LoadingBlock label="Loading the bank-account form" lines={3} />}>
        <StripeBankForm publishableKey={env.stripePublishableKey} {...props} />
      </Suspense>
    );
  }
  return (
    <Alert
      tone="warning"
      action={
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      Adding a bank account is not available on this site yet. Please contact support.
    </Alert>
  );
}
