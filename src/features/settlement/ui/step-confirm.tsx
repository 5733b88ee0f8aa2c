/** Asks before marking a timeline step complete (never automatic; the step order still rules). */
import { useCompleteEvent } from '@/features/timeline';
import { detailOr } from '@/shared/api';
import { Alert, Button, Modal } from '@/shared/ui';

export const STEP_COMPLETE_FAILED = 'Could not mark the step complete. Please try again.';

interface StepConfirmProps {
  userId: string;
  /** The step to complete; the dialog is closed while null. */
  step: { id: string; label: string } | null;
  /** What the user should know first (the agreement's missing items). */
  children?: React.ReactNode;
  onClose: () => void;
}

export function StepConfirm({ userId, step, children, onClose }: StepConfirmProps) {
  const complete = useCompleteEvent(userId);
  return (
    <Modal
      open={step !== null}
      onOpenChange={(open) => {
        if (!open) {
          complete.reset();
          onClose();
        }
      }}
      title={step ? `Mark ${step.label} complete?` : ''}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button
            disabled={complete.isPending}
            onClick={() => step && complete.mutate(step.id, { onSuccess: onClose })}
          >
            Mark complete
          </Button>
        </>
      }
    >
      {children}
      {complete.error ? <Alert>{detailOr(complete.error, STEP_COMPLETE_FAILED)}</Alert> : null}
    </Modal>
  );
}
