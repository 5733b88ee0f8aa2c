/** Manage my enrollment: monthly spend, subscription status, program options, payment methods. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { Alert, Button, LoadingBlock, Page } from '@/shared/ui';
import { billingStatusQuery, paymentMethodsQuery } from '../api/enrollment.queries';
import { programQuery, subscriptionsQuery } from '../api/program.queries';
import { currentSubscription } from '../model/entitlements';
import { AddPaymentMethodModal } from '../ui/add-payment-method-modal';
import { BillingStatusCard } from '../ui/billing-status';
import { MESSAGES } from '../ui/messages';
import { PaymentMethodsCard } from '../ui/payment-methods';
import { ProgramOptions } from '../ui/program-options';
import styles from '../ui/enrollment.module.css';

export default function ManageEnrollmentPage() {
  const user = useSession();
  const userId = user?.user_id ?? '';
  const program = useQuery({ ...programQuery(userId), enabled: userId !== '' });
  const status = useQuery(billingStatusQuery());
  const methods = useQuery(paymentMethodsQuery());
  const subscriptions = useQuery(subscriptionsQuery());
  const [adding, setAdding] = useState(false);

  const billingFailed = status.isError || methods.isError || subscriptions.isError;
  const retryBilling = () => {
    void status.refetch();
    void methods.refetch();
    void subscriptions.refetch();
  };

  return (
    <Page title="Manage my enrollment" headingLevel={2} width="wide">
      {program.isError ? (
        <Alert
          action={
            <Button size="sm" variant="secondary" onClick={() => void program.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.loadFailed}
        </Alert>
      ) : null}
      <div className={styles.grid}>
        <div className={styles.column}>
          {program.isPending ? <LoadingBlock label="Loading your program" lines={6} /> : null}
          {program.isSuccess ? (
            <ProgramOptions
              userId={userId}
              loaded={program.data}
              subscription={currentSubscription(subscriptions.data ?? [], new Date())}
            />
          ) : null}
        </div>
        <div className={styles.column}>
          {billingFailed ? (
            <Alert
              action={
                <Button size="sm" variant="secondary" onClick={retryBilling}>
                  Try again
                </Button>
              }
            >
              {MESSAGES.loadFailed}
            </Alert>
          ) : status.data && methods.data && subscriptions.data ? (
            <>
              <BillingStatusCard
                status={status.data}
                subscriptions={subscriptions.data}
                methods={methods.data}
                program={program.data ?? null}
                onAddPaymentMethod={() => setAdding(true)}
              />
              <PaymentMethodsCard
                methods={methods.data}
                onAddPaymentMethod={() => setAdding(true)}
              />
            </>
          ) : (
            <LoadingBlock label="Loading your subscription" lines={4} />
          )}
        </div>
      </div>
      <AddPaymentMethodModal open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
