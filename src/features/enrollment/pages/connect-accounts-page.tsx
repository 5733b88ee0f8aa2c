import { useQuery } from '@tanstack/react-query';
import { connectedAccountsQuery } from '../api/enrollment.queries';
import { useExchangePublicToken } from '../api/use-enrollment-mutations';
import { DETAILS } from '@/shared/api/details';
import { Alert, Button, Card, Page, notify } from '@/shared/ui';
import { useBankConnector } from '../ui/connect-accounts-connector';
import { ConnectedAccountsTable } from '../ui/connected-accounts-table';
import styles from '../ui/connect-accounts.module.css';

/** Spec section 8, bank connection; the first is also the backends' 503 detail. */
export const CONNECTION_DISABLED = DETAILS.bankConnectionDisabled;
export const SYNC_DISABLED = 'Account syncing is currently disabled';
export const EXCHANGE_FAILED = 'Failed to connect account. Please try again.';
export const CONNECTION_EXITED = 'Connection was cancelled or failed.';

/**
 * Connect my accounts (spec section 2.3): a 'Coming Soon' notice, the permanently disabled
 * 'Connect Bank Account' button, and the connected-accounts list, loaded only by 'Sync Accounts'.
 */
export default function ConnectAccountsPage() {
  // Never loaded on entry: the query runs only when the user asks for a sync.
  const accounts = useQuery({ ...connectedAccountsQuery(), enabled: false });
  const exchange = useExchangePublicToken();
  const connector = useBankConnector();

  const sync = async () => {
    const result = await accounts.refetch();
    if (result.isError) notify.error(SYNC_DISABLED);
  };

  const onToken = (publicToken: string) =>
    exchange.mutate(publicToken, {
      onSuccess: () => void sync(),
      onError: () => notify.error(EXCHANGE_FAILED),
    });

  const onExit = (error: unknown) => {
    if (error) notify.error(CONNECTION_EXITED);
  };

  return (
    <Page title="Connect my accounts" headingLevel={2} width="wide">
      <div className={styles.stack}>
        <Alert tone="info" title="Coming Soon">
          Linking your bank accounts is on its way. Once it is ready, your checking, savings and
          credit accounts will show here with their balances, so your plan can stay up to date
          without typing them in.
        </Alert>
        <Card
          title="Bank accounts"
          headingLevel={3}
          actions={
            // Permanently disabled: it stays focusable so that a click can say why.
            <Button aria-disabled="true" onClick={() => notify.warning(CONNECTION_DISABLED)}>
              Connect Bank Account
            </Button>
          }
        >
          <p className={styles.muted}>
            Connecting a bank account is not available yet. Your payment method for the subscription
            is managed under Manage my enrollment.
          </p>
          {connector?.({ onToken, onExit })}
        </Card>
        <Card
          title="Connected Accounts"
          headingLevel={3}
          actions={
            <Button
              variant="secondary"
              busy={accounts.isFetching || exchange.isPending}
              onClick={() => void sync()}
            >
              {accounts.isFetching ? 'Syncing...' : 'Sync Accounts'}
            </Button>
          }
        >
          {accounts.data ? (
            <ConnectedAccountsTable accounts={accounts.data} />
          ) : (
            <p className={styles.muted}>
              Your connected accounts are not loaded yet. Choose Sync Accounts to load them.
            </p>
          )}
        </Card>
      </div>
    </Page>
  );
}
