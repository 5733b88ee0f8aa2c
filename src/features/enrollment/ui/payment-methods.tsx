/** The bank accounts: default badge, set default, delete with confirmation, Add Payment Method. */
import { useState } from 'react';
import { Alert, Button, Card, EmptyState, Modal } from '@/shared/ui';
import type { PaymentMethod } from '../contract';
import {
  useDeletePaymentMethod,
  useSetDefaultPaymentMethod,
} from '../api/use-enrollment-mutations';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

interface PaymentMethodsCardProps {
  methods: PaymentMethod[];
  onAddPaymentMethod: () => void;
}

export function PaymentMethodsCard({ methods, onAddPaymentMethod }: PaymentMethodsCardProps) {
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSetDefault = (method: PaymentMethod) => {
    setError(null);
    setDefault.mutate(method.id, { onError: () => setError(MESSAGES.setDefaultFailed) });
  };

  const onDelete = () => {
    if (!deleting) return;
    setError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null);
        setError(MESSAGES.deleteFailed);
      },
    });
  };

  return (
    <Card
      title="Payment methods"
      actions={
        methods.length > 0 ? (
          <Button size="sm" variant="secondary" onClick={onAddPaymentMethod}>
            Add Payment Method
          </Button>
        ) : null
      }
    >
      {methods.length === 0 ? (
        // One 'Add Payment Method' on the page: the Subscription card's (spec section 4), not a
        // second one here (issue 33 point 7).
        <EmptyState title="No bank accounts yet">
          Payment is by bank account only. Add one with Add Payment Method under Subscription to
          start your subscription.
        </EmptyState>
      ) : (
        <ul className={styles.methods} aria-label="Bank accounts">
          {methods.map((method) => {
            const busy =
              (setDefault.isPending && setDefault.variables === method.id) ||
              (remove.isPending && remove.variables === method.id);
            return (
              <li key={method.id} className={styles.method}>
                <span className={styles.methodName}>
                  {method.bank_name} <span aria-hidden="true">••••</span>
                  <span className="visually-hidden">ending in</span> {method.last_four}
                </span>
                {method.is_default ? <span className={styles.badgeDefault}>Default</span> : null}
                <span className={styles.methodActions}>
                  {method.is_default ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onSetDefault(method)}
                      busy={setDefault.isPending && setDefault.variables === method.id}
                      disabled={busy}
                      aria-label={`Set ${method.bank_name} ending in ${method.last_four} as default`}
                    >
                      Set default
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(method)}
                    disabled={busy}
                    aria-label={`Delete ${method.bank_name} ending in ${method.last_four}`}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <Modal
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next && !remove.isPending) setDeleting(null);
        }}
        title="Delete this bank account?"
        description={
          deleting
            ? `${deleting.bank_name} ending in ${deleting.last_four} will be removed from your payment methods.${deleting.is_default ? ' Your next bank account becomes the default.' : ''}`
            : undefined
        }
        size="sm"
        dismissible={!remove.isPending}
        actions={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" onClick={onDelete} busy={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      />
    </Card>
  );
}
