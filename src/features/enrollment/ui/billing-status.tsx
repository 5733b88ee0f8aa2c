/** The subscription status in its three states (spec section 4), with Start, Manage and Cancel. */
import { useState } from 'react';
import { isApiError } from '@/shared/api';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Card } from '@/shared/ui';
import type { BillingStatus, PaymentMethod, Program, Subscription } from '../contract';
import { isRunning } from '../model/current-subscription';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { MESSAGES, formatBillingDate } from './messages';
import { StartSubscriptionModal } from './start-subscription-modal';
import { SubscriptionDetailsModal } from './subscription-details-modal';
import styles from './enrollment.module.css';

interface BillingStatusCardProps {
  status: BillingStatus;
  subscriptions: Subscription[];
  methods: PaymentMethod[];
  program: Program | null;
  onAddPaymentMethod: () => void;
}

type Open = 'start' | 'manage' | 'cancel' | null;

/** The message of a failed cancel, wherever it was asked for (spec section 10). */
export function cancelFailureMessage(failure: unknown): string {
  return isApiError(failure) && failure.status === 404
    ? MESSAGES.noActiveSubscription
    : MESSAGES.cancelFailed;
}

export function BillingStatusCard({
  status,
  subscriptions,
  methods,
  program,
  onAddPaymentMethod,
}: BillingStatusCardProps) {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const active = subscriptions.find((subscription) => isRunning(subscription, new Date()));
  const ending = status.cancel_at_period_end || active?.cancel_at_period_end === true;

  const onCancelClick = () => {
    setError(null);
    if (!active) setError(MESSAGES.noActiveSubscription);
    else setOpen('cancel');
  };

  const onCancelFailed = (failure: unknown) => {
    setOpen(null);
    setError(cancelFailureMessage(failure));
  };

  let body;
  if (status.subscription_active) {
    body = (
      <>
        <p className={styles.statusLine}>
          <span className={styles.badgeActive}>Active Subscription</span>
          {active ? <span>{formatMonthly(active.monthly_amount)}</span> : null}
        </p>
        {ending ? (
          <p data-testid="subscription-ends">
            Cancelled: ends on{' '}
            <strong>
              {status.current_period_end
                ? formatBillingDate(status.current_period_end)
                : 'the end of this billing month'}
            </strong>
            . No further debits are taken; you keep your program until then.
          </p>
        ) : status.current_period_end ? (
          <p>
            Next billing date: <strong>{formatBillingDate(status.current_period_end)}</strong>
          </p>
        ) : null}
        {active?.scheduled_change && !ending ? (
          <p data-testid="scheduled-change">
            From <strong>{formatBillingDate(active.scheduled_change.effective_at)}</strong>:{' '}
            {formatMonthly(active.scheduled_change.monthly_amount)}, your lowered program. Until
            then you keep what you have paid for at {formatMonthly(active.monthly_amount)}.
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => setOpen('manage')} disabled={!active}>
            Manage
          </Button>
          {/* Cancelling cannot be undone, nor repeated: the button stays, saying it is done. */}
          <Button variant="danger" onClick={onCancelClick} disabled={ending}>
            {ending ? 'Cancelled' : 'Cancel'}
          </Button>
        </div>
      </>
    );
  } else if (status.has_payment_method) {
    body = (
      <>
        <p className={styles.statusLine}>
          <span className={styles.badgeReady}>Payment method ready</span>
        </p>
        <p className={styles.muted}>
          Start your monthly subscription to use your program. You will review and agree to the
          debit authorization first.
        </p>
        <div className={styles.buttons}>
          <Button
            onClick={() => {
              setError(null);
              setOpen('start');
            }}
          >
            Start Subscription
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.statusLine}>
          <span className={styles.badgeNone}>No payment method set</span>
        </p>
        <p className={styles.muted}>Payment is by bank account only, monthly.</p>
        <div className={styles.buttons}>
          <Button onClick={onAddPaymentMethod}>Add Payment Method</Button>
        </div>
      </>
    );
  }

  return (
    <Card title="Subscription">
      {body}
      {error ? <Alert>{error}</Alert> : null}
      <StartSubscriptionModal
        open={open === 'start'}
        onOpenChange={(next) => setOpen(next ? 'start' : null)}
        program={program}
        bank={methods.find((method) => method.is_default) ?? null}
      />
      {active ? (
        <>
          <SubscriptionDetailsModal
            open={open === 'manage'}
            onOpenChange={(next) => setOpen(next ? 'manage' : null)}
            subscription={active}
            bank={methods.find((method) => method.is_default) ?? null}
          />
          <CancelSubscriptionModal
            open={open === 'cancel'}
            onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
            subscription={active}
            onFailed={onCancelFailed}
          />
        </>
      ) : null}
    </Card>
  );
}
