/** The debit authorization the user agrees to before the first debit, then 'Start Subscription'. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { detailOr, isApiError } from '@/shared/api';
import { DEFAULT_STRIPE_BASE_PRICE_ID, env } from '@/shared/config/env';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Modal } from '@/shared/ui';
import type { PaymentMethod, Program } from '../contract';
import { useCreateSubscription } from '../api/use-enrollment-mutations';
import { debitAuthorizationText } from '../model/authorization';
import { monthlyTotal } from '../model/pricing';
import { DEFAULT_PROGRAM } from '../model/program';
import {
  StartSubscriptionFormSchema,
  type StartSubscriptionFormValues,
} from '../model/start-subscription-form';
import { MESSAGES } from './messages';
import styles from './enrollment.module.css';

interface StartSubscriptionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved program (the defaults when there is none). */
  program: Program | null;
  /** The default bank account the debits come from. */
  bank: PaymentMethod | null;
}

/** 'Failed to create subscription: Price not found', or without a detail the bare message. */
export function createFailedMessage(error: unknown): string {
  const detail = detailOr(error, '');
  if (isApiError(error) && error.status === 404 && detail === '') {
    return `${MESSAGES.createFailed}: Price not found`;
  }
  return detail ? `${MESSAGES.createFailed}: ${detail}` : MESSAGES.createFailed;
}

export function StartSubscriptionModal({
  open,
  onOpenChange,
  program,
  bank,
}: StartSubscriptionModalProps) {
  const create = useCreateSubscription();
  const saved = program ?? DEFAULT_PROGRAM;
  const text = bank ? debitAuthorizationText({ program: saved, bank }) : null;
  const formId = useId();
  const { register, handleSubmit, control, reset } = useForm<StartSubscriptionFormValues>({
    resolver: zodResolver(StartSubscriptionFormSchema),
    values: { agreed: false, authorization_text: text ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  // Start Subscription stays disabled until the box is ticked; the schema also refuses it.
  const agreed = useWatch({ control, name: 'agreed' });

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      reset({ agreed: false, authorization_text: text ?? '' });
      create.reset();
    }
    onOpenChange(next);
  };

  const onStart = handleSubmit(({ authorization_text }) =>
    create.mutate(
      {
        priceId: env.stripeBasePriceId ?? DEFAULT_STRIPE_BASE_PRICE_ID,
        authorizationText: authorization_text,
      },
      { onSuccess: () => close(false) },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Start your subscription"
      description={`${formatMonthly(monthlyTotal(saved))}, debited monthly from your bank account.`}
      dismissible={!create.isPending}
      actions={
        <>
          <Button variant="ghost" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={create.isPending} disabled={!agreed || !text}>
            {create.isPending ? 'Creating...' : 'Start Subscription'}
          </Button>
        </>
      }
    >
      {text ? (
        <>
          <h3 className={styles.authorizationTitle}>Debit authorization</h3>
          <div className={styles.authorization} data-testid="authorization-text">
            {text.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <form method="dialog" id={formId} onSubmit={onStart} noValidate>
            <label className={styles.checkbox}>
              <input type="checkbox" disabled={create.isPending} {...register('agreed')} />I agree
              to this debit authorization
            </label>
          </form>
        </>
      ) : (
        <Alert tone="warning">Choose a default bank account first.</Alert>
      )}
      {create.isError ? <Alert>{createFailedMessage(create.error)}</Alert> : null}
    </Modal>
  );
}
