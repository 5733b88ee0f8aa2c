/** The debit authorization the user agrees to before the first debit, then 'Start Subscription'. */
import { useState } from 'react';
import { detailOr, isApiError } from '@/shared/api';
import { DEFAULT_STRIPE_BASE_PRICE_ID, env } from '@/shared/config/env';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Modal } from '@/shared/ui';
import type { PaymentMethod, Program } from '../contract';
import { useCreateSubscription } from '../api/use-enrollment-mutations';
import { debitAuthorizationText } from '../model/authorization';
import { monthlyTotal } from '../model/pricing';
import { DEFAULT_PROGRAM } from '../model/program';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

interface StartSubscriptionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved program (the defaults when there is none). */
  program: Program | null;
  /** The default bank account the debits come from. */
  bank: PaymentMethod | null;
}

/** 'Failed to create subscription: Price not found', or without a detail the bare message. */
export function createFailedMessage(error: unknown): string {
  const detail = detailOr(error, '');
  if (isApiError(error) && error.status === 404 && detail === '') {
    return `${MESSAGES.createFailed}: Price not found`;
  }
  return detail ? `${MESSAGES.createFailed}: ${detail}` : MESSAGES.createFailed;
}

export function StartSubscriptionModal({
  open,
  onOpenChange,
  program,
  bank,
}: StartSubscriptionModalProps) {
  const [agreed, setAgreed] = useState(false);
  const create = useCreateSubscription();
  const saved = program ?? DEFAULT_PROGRAM;
  const text = bank ? debitAuthorizationText({ program: saved, bank }) : null;

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setAgreed(false);
      create.reset();
    }
    onOpenChange(next);
  };

  const onStart = () => {
    if (!text) return;
    create.mutate(
      {
        priceId: env.stripeBasePriceId ?? DEFAULT_STRIPE_BASE_PRICE_ID,
        authorizationText: text,
      },
      { onSuccess: () => close(false) },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Start your subscription"
      description={`${formatMonthly(monthlyTotal(saved))}, debited monthly from your bank account.`}
      dismissible={!create.isPending}
      actions={
        <>
          <Button variant="ghost" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={onStart} busy={create.isPending} disabled={!agreed || !text}>
            {create.isPending ? 'Creating...' : 'Start Subscription'}
          </Button>
        </>
      }
    >
      {text ? (
        <>
          <h3 className={styles.authorizationTitle}>Debit authorization</h3>
          <div className={styles.authorization} data-testid="authorization-text">
            {text.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              disabled={create.isPending}
            />
            I agree to this debit authorization
          </label>
        </>
      ) : (
        <Alert tone="warning">Choose a default bank account first.</Alert>
      )}
      {create.isError ? <Alert>{createFailedMessage(create.error)}</Alert> : null}
    </Modal>
  );
}
