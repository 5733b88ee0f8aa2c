import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, laid out at the bottom. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Whether pressing Escape or clicking the backdrop closes it; false while saving. */
  dismissible?: boolean;
}

/** An accessible dialog: focus trapped, Escape, backdrop and the close button close it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix returns focus only to a Dialog.Trigger; our modals open from any control, so the
  // element focused before opening gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-backdrop" />
        <Dialog.Content
          className={`${styles.content} ${styles[size]}`}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          // Without a description Radix wants an explicit undefined to stay quiet.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close" disabled={!dismissible}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
