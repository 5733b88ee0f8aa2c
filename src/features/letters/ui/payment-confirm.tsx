/**
 * Asking before a payment is logged on a debt (issue 28): while a dispute sent in time pauses
 * collection, and when the time to sue is near its end or past it. The dialog names each reason
 * and its source; the user decides.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { profileIdentityQuery } from '@/features/profile';
import { debtDetailsQuery } from '@/features/settlement';
import { todayIn } from '@/shared/lib/dates';
import { useSession } from '@/shared/session';
import { Button, Modal } from '@/shared/ui';
import { lettersQuery } from '../api/letters.queries';
import { limitationEstimate } from '../model/limitations';
import {
  isNewPayment,
  PAYMENT_CONFIRM_TITLE,
  paymentReasons,
  type PaymentReason,
} from '../model/payment-caution';
import styles from './letters.module.css';

interface PaymentConfirmProps {
  /** The reasons to show; the dialog is closed while empty. */
  reasons: readonly PaymentReason[];
  /** 'Log the payment' or 'Save' (what the form's own button says). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PaymentConfirm({
  reasons,
  confirmLabel,
  onConfirm,
  onCancel,
}: PaymentConfirmProps) {
  return (
    <Modal
      open={reasons.length > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={PAYMENT_CONFIRM_TITLE}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Go back
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason.rule}>
            <strong>{reason.title}</strong>
            <p className={styles.note}>
              {reason.text} <span className={styles.cite}>({reason.source})</span>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>This is general information, not legal advice.</p>
    </Modal>
  );
}

export interface PaymentCheck {
  /** Before logging a payment: runs `go` at once, or once the user confirms. */
  check: (go: () => void) => void;
  /** Before saving a debt's last payment date: asks only when it logs a new payment. */
  checkLastPayment: (saved: string | null, entered: string | null, go: () => void) => void;
  /** The confirm dialog: render it beside the form. */
  dialog: ReactNode;
}

/**
 * What a form that logs a payment on the debt calls first: `check(go)` runs `go` at once when
 * nothing calls for a word, else after the user confirms in `dialog`. It reads the debt's
 * window, its details and the profile's state; until they are read it asks nothing.
 */
export function usePaymentCheck(tradelineId: string, confirmLabel: string): PaymentCheck {
  const userId = useSession()?.user_id ?? '';
  const enabled = userId !== '';
  const letters = useQuery({ ...lettersQuery(userId), enabled });
  const details = useQuery(debtDetailsQuery(tradelineId));
  const profile = useQuery({ ...profileIdentityQuery(userId), enabled });
  const [waiting, setWaiting] = useState<{ go: () => void; reasons: PaymentReason[] } | null>(null);

  const check = (go: () => void) => {
    const today = todayIn();
    const state = profile.data?.state ?? null;
    const lastPayment = details.data?.last_payment_date ?? null;
    const reasons = paymentReasons({
      window: letters.data?.find((debt) => debt.tradeline_id === tradelineId)?.window ?? null,
      estimate: state && lastPayment ? limitationEstimate(state, lastPayment, today) : null,
      today,
    });
    if (reasons.length === 0) go();
    else setWaiting({ go, reasons });
  };

  const dialog = (
    <PaymentConfirm
      reasons={waiting?.reasons ?? []}
      confirmLabel={confirmLabel}
      onCancel={() => setWaiting(null)}
      onConfirm={() => {
        setWaiting(null);
        waiting?.go();
      }}
    />
  );
  return {
    check,
    checkLastPayment: (saved, entered, go) => (isNewPayment(saved, entered) ? check(go) : go()),
    dialog,
  };
}
