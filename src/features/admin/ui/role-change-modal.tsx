import { Alert, Button, Modal, notify } from '@/shared/ui';
import { detailOr } from '@/shared/api';
import { useUpdateUserRole } from '../api/use-update-user-role';
import type { AdminUser } from '../contract';
import { ADMIN_MESSAGES, roleLabel } from '../model/messages';

interface RoleChangeModalProps {
  /** The user whose role is being changed; null keeps the modal closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Confirms a role change (user ↔ admin); a refusal shows the server's detail and stays open. */
export function RoleChangeModal({ user, onClose }: RoleChangeModalProps) {
  const change = useUpdateUserRole();
  const next = user?.role === 'admin' ? 'user' : 'admin';
  const close = () => {
    change.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    change.mutate(
      { userId: user.user_id, role: next },
      {
        onSuccess: (updated) => {
          notify.success(
            `${updated.email} is now ${updated.role === 'admin' ? 'an admin' : 'a user'}`,
          );
          close();
        },
      },
    );
  };
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Change role?"
      description={
        user
          ? next === 'admin'
            ? `${user.email} will be able to see every user, change roles and work the call queue.`
            : `${user.email} will lose access to the admin area.`
          : undefined
      }
      dismissible={!change.isPending}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            variant={next === 'admin' ? 'primary' : 'danger'}
            busy={change.isPending}
            onClick={confirm}
          >
            {change.isPending ? 'Saving...' : `Make ${roleLabel(next).toLowerCase()}`}
          </Button>
        </>
      }
    >
      {change.isError ? (
        <Alert>{detailOr(change.error, ADMIN_MESSAGES.roleChangeFailed)}</Alert>
      ) : null}
    </Modal>
  );
}
