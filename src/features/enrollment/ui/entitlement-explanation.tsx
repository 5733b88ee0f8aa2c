import { Button, ButtonLink, Modal } from '@/shared/ui';
import type { Entitlement, Feature } from '../model/entitlements';
import { MANAGE_ENROLLMENT_PATH } from './paths';

/** The explanation's title: what to start or add to use the feature. */
const TITLES: Record<Feature, Record<'subscription' | 'item', string>> = {
  calls: {
    subscription: 'Start your subscription to call your creditors',
    item: 'Add debt negotiation to call your creditors',
  },
  email: {
    subscription: 'Start your subscription to generate email summaries',
    item: 'Turn on email deflection to generate email summaries',
  },
  savings: {
    subscription: 'Start your subscription to use savings support',
    item: 'Add savings support to your subscription',
  },
  tools: {
    subscription: 'Start your subscription to use this tool',
    item: 'Start your subscription to use this tool',
  },
};

interface EntitlementExplanationProps {
  feature: Feature;
  /** The refusal to explain; the modal is closed while null. */
  refusal: Extract<Entitlement, { entitled: false }> | null;
  onClose: () => void;
}

/**
 * Opened by the control of a paid feature the subscription does not bill (issue 22): what is
 * missing, and the way to Manage my enrollment, instead of a request the server refuses.
 */
export function EntitlementExplanation({ feature, refusal, onClose }: EntitlementExplanationProps) {
  return (
    <Modal
      open={refusal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={refusal ? TITLES[feature][refusal.missing] : ''}
      description={refusal?.detail}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <ButtonLink to={MANAGE_ENROLLMENT_PATH} onClick={onClose}>
            Manage my enrollment
          </ButtonLink>
        </>
      }
    >
      {refusal?.missing === 'subscription' ? (
        <p>
          Your program is saved. Its paid features start with your subscription: add a bank account
          and start it under Manage my enrollment.
        </p>
      ) : (
        <p>Changes to your program are billed from the day you save them.</p>
      )}
    </Modal>
  );
}
