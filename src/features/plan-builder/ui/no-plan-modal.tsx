import { Button } from '@/shared/ui/button/button';
import { Modal } from '@/shared/ui/modal/modal';

interface NoPlanModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoosePlan: () => void;
}

/** Shown instead of submitting the interest form when no plan is saved (spec section 2.2). */
export function NoPlanModal({ open, onOpenChange, onChoosePlan }: NoPlanModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="No Plan Selected"
      description="You must select a plan before continuing. Please go back and choose a subscription plan."
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onChoosePlan}>Go to Plan Selection</Button>
        </>
      }
    />
  );
}
