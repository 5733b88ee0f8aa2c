import { Modal, notify } from '@/shared/ui';
import type { ProfileIdentityAnswer } from '../contract/identity';
import { IdentityForm } from './identity-form';

interface EditIdentityModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  identity: ProfileIdentityAnswer;
}

/** 'Name and mailing address': what letters to creditors and collectors are sent from. */
export function EditIdentityModal({
  open,
  onOpenChange,
  userId,
  identity,
}: EditIdentityModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Name and mailing address" size="md">
      {open ? (
        <IdentityForm
          userId={userId}
          identity={identity}
          onCancel={() => onOpenChange(false)}
          onSaved={() => {
            onOpenChange(false);
            notify.saved();
          }}
        />
      ) : null}
    </Modal>
  );
}
