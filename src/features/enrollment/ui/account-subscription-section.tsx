/**
 * Account settings' Subscription section: the program, the next billing date and 'Cancel
 * subscription', where the spec and the Terms say cancelling is (spec section 1: "Cancellation
 * is in account settings"). The same dialog and the same effect as Manage my enrollment: one
 * modal, one mutation, one failure message.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMonthly } from '@/shared/lib/money';
import { Alert, Button, Card, LoadingBlock } from '@/shared/ui';
import type { Program } from '../contract';
import { billingStatusQuery } from '../api/enrollment.queries';
import { programQuery, subscriptionsQuery } from '../api/program.queries';
import { currentSubscription } from '../model/current-subscription';
import { cancelFailureMessage } from './billing-status';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { MESSAGES, formatBillingDate } from './messages';
import styles from './enrollment.module.css';

export const NO_SUBSCRIPTION =
  'You have no subscription running, so nothing is billed. You can start one in Manage my enrollment.';

/** 'Base Subscription with email deflection, Savings Support and Debt Negotiation level 1'. */
export function programName(program: Program): string {
  const extras = [
    program.savings_support ? 'Savings Support' : null,
    program.debt_negotiation > 0 ? `Debt Negotiation level ${program.debt_negotiation}` : null,
  ].filter((part): part is string => part !== null);
  const base = program.email_opt_in
    ? 'Base Subscription with email deflection'
    : 'Base Subscription';
  return extras.length > 0 ? `${base}, ${extras.join(' and ')}` : base;
}

export function AccountSubscriptionSection({ userId }: { userId: string }) {
  const status = useQuery(billingStatusQuery());
  const subscriptions = useQuery(subscriptionsQuery());
  const program = useQuery({ ...programQuery(userId), enabled: userId !== '' });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  let body;
  if (status.isError || subscriptions.isError) {
    body = (
      <Alert
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void status.refetch();
              void subscriptions.refetch();
            }}
          >
            Try again
          </Button>
        }
      >
        {MESSAGES.loadFailed}
      </Alert>
    );
  } else if (status.isPending || subscriptions.isPending) {
    body = <LoadingBlock label="Loading your subscription" lines={2} />;
  } else {
    // The UI reads the clock as it renders (the rule itself takes its instant).
    const active = currentSubscription(subscriptions.data, new Date());
    const ending = status.data.cancel_at_period_end || active?.cancel_at_period_end === true;
    body = !active ? (
      <p className={styles.muted}>
        {NO_SUBSCRIPTION} <Link to="/portal/manage-enrollment">Manage my enrollment</Link>
      </p>
    ) : (
      <>
        <dl className={styles.accountFacts}>
          <div>
            <dt>Plan</dt>
            <dd>
              {program.data ? `${programName(program.data)}, ` : ''}
              {formatMonthly(active.monthly_amount)}
            </dd>
          </div>
          <div>
            <dt>{ending ? 'Ends on' : 'Next billing date'}</dt>
            <dd>
              {status.data.current_period_end
                ? formatBillingDate(status.data.current_period_end)
                : 'the end of this billing month'}
            </dd>
          </div>
        </dl>
        {ending ? (
          <p data-testid="account-subscription-ends">
            Cancelled: no further debits are taken; you keep your program until then.
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button
            variant="danger"
            disabled={ending}
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {ending ? 'Cancelled' : 'Cancel subscription'}
          </Button>
        </div>
        <CancelSubscriptionModal
          open={confirming}
          onOpenChange={setConfirming}
          subscription={active}
          onFailed={(failure) => {
            setConfirming(false);
            setError(cancelFailureMessage(failure));
          }}
        />
      </>
    );
  }
  return (
    <Card title="Subscription">
      {body}
      {error ? <Alert>{error}</Alert> : null}
    </Card>
  );
}
