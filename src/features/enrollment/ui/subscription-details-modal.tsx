/** Manage: the active subscription, its amount and the copy of the debit authorization. */
import { formatInstant } from '@/shared/lib/dates';
import { formatMonthly } from '@/shared/lib/money';
import { Button, Modal } from '@/shared/ui';
import type { PaymentMethod, Subscription } from '../contract';
import { formatBillingDate } from './messages';
import styles from './enrollment.module.css';

interface SubscriptionDetailsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  bank: PaymentMethod | null;
}

export function SubscriptionDetailsModal({
  open,
  onOpenChange,
  subscription,
  bank,
}: SubscriptionDetailsModalProps) {
  const { authorization } = subscription;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Your subscription"
      size="lg"
      actions={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <dl className={styles.details}>
        <dt>Status</dt>
        <dd>Active</dd>
        <dt>Monthly amount</dt>
        <dd>{formatMonthly(subscription.monthly_amount)}</dd>
        {subscription.current_period_end ? (
          <>
            <dt>Next billing date</dt>
            <dd>{formatBillingDate(subscription.current_period_end)}</dd>
          </>
        ) : null}
        {subscription.scheduled_change ? (
          <>
            <dt>From {formatBillingDate(subscription.scheduled_change.effective_at)}</dt>
            <dd>{formatMonthly(subscription.scheduled_change.monthly_amount)}</dd>
          </>
        ) : null}
        {bank ? (
          <>
            <dt>Debited from</dt>
            <dd>
              {bank.bank_name} ending in {bank.last_four}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className={styles.authorizationTitle}>Your debit authorization</h3>
      {authorization ? (
        <>
          <p className={styles.muted}>
            You agreed to this on{' '}
            {formatInstant(authorization.agreed_at, { dateStyle: 'long', timeStyle: 'short' })}.
          </p>
          <div className={styles.authorization} data-testid="authorization-copy">
            {authorization.text.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      ) : (
        <p className={styles.muted}>No authorization was recorded for this subscription.</p>
      )}
      <p className={styles.muted}>
        To revoke it, cancel your subscription here with Cancel. Months already paid are not
        refunded.
      </p>
    </Modal>
  );
}
