import type { ReactNode } from 'react';
import type { SaveFormProps } from '../form-actions/form-actions';
import { Modal } from './modal';

/** What a save modal reads of its mutation (TanStack Query's `useMutation` result fits). */
interface SaveState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface SaveModalProps {
  open: boolean;
  /** Called when the modal closes (Cancel, Escape, the close button or a save's `close`). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  save: SaveState;
  /** The failed save's message, shown above the buttons. */
  failure: (error: unknown) => string;
  /** The form, mounted only while open so that each opening starts from the saved values. */
  children: (form: SaveFormProps & { close: () => void }) => ReactNode;
}

/**
 * A modal around one save form (spec section 4, Saves): it cannot be dismissed while the save
 * runs, and closing it clears the last failure so the next opening starts clean.
 */
export function SaveModal({
  open,
  onClose,
  title,
  description,
  size,
  save,
  failure,
  children,
}: SaveModalProps) {
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      size={size}
      dismissible={!save.isPending}
    >
      {open
        ? children({
            saving: save.isPending,
            failure: save.isError ? failure(save.error) : undefined,
            onCancel: close,
            close,
          })
        : null}
    </Modal>
  );
}
