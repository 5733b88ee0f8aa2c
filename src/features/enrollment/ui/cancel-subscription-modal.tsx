/**
 * Cancel asks for confirmation and says it cannot be undone (spec section 4); the subscription
 * ends at the period's end, as the Terms say (section 7), so the dialog says when the debits
 * stop and that the service stays until then.
 */
import { Button, Modal } from '@/shared/ui';
import type { Subscription } from '../contract';
import { useCancelSubscription } from '../api/use-enrollment-mutations';
import { formatBillingDate } from './messages';

/** The dialog's text: cannot be undone, when the debits stop, the service kept until then. */
export function cancelDescription(periodEnd: string | null): string {
  const until = periodEnd
    ? `Your subscription ends on ${formatBillingDate(periodEnd)}: no debit is taken on that date or after it, and you keep your program’s services until then.`
    : 'Your subscription ends at the end of the current billing month: no further debit is taken, and you keep your program’s services until then.';
  return `This cannot be undone. ${until} Months already paid are not refunded. To use the program after that you would start a new subscription.`;
}

interface CancelSubscriptionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  onFailed: (error: unknown) => void;
}

export function CancelSubscriptionModal({
  open,
  onOpenChange,
  subscription,
  onFailed,
}: CancelSubscriptionModalProps) {
  const cancel = useCancelSubscription();
  const onConfirm = () => {
    cancel.mutate(subscription.id, {
      onSuccess: () => onOpenChange(false),
      onError: onFailed,
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title="Cancel your subscription?"
      description={cancelDescription(subscription.current_period_end)}
      size="sm"
      dismissible={!cancel.isPending}
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep subscription
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </>
      }
    />
  );
}
