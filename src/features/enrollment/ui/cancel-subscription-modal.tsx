/** Cancel asks for confirmation and says it cannot be undone (spec section 4). */
import { Button, Modal } from '@/shared/ui';
import type { Subscription } from '../contract';
import { useCancelSubscription } from '../api/use-enrollment-mutations';

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
      description="This cannot be undone. Your monthly debits stop now; months already paid are not refunded. To use the program again you would start a new subscription."
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
