import { useState } from 'react';
import type { EmailAccount } from '../contract';
import { Address, Alert, Button, Card, LoadingBlock, Modal } from '@/shared/ui';
import styles from './email.module.css';

/** The account the page is about: the first active one, else the first one. */
export function primaryAccount(accounts: readonly EmailAccount[]): EmailAccount | undefined {
  return accounts.find((account) => account.active) ?? accounts[0];
}

function statusOf(account: EmailAccount): string {
  return account.active ? 'Active' : 'Inactive';
}

interface EmailAccountSummaryProps {
  accounts: readonly EmailAccount[] | undefined;
  /** Total emails intercepted: the number of recent emails. */
  emailCount: number | undefined;
}

/** 'Your Email Account': the inbox address and how many emails it intercepted. */
export function EmailAccountSummary({ accounts, emailCount }: EmailAccountSummaryProps) {
  if (accounts === undefined) return <LoadingBlock label="Loading your email account" lines={2} />;
  const account = primaryAccount(accounts);
  if (!account)
    return <Alert tone="warning">No email account found. Please contact support.</Alert>;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Email address</dt>
        <dd className={styles.address}>
          <Address>{account.email_address}</Address>
        </dd>
      </div>
      <div>
        <dt>Total emails intercepted</dt>
        <dd>{emailCount ?? '…'}</dd>
      </div>
    </dl>
  );
}

/** The user's deflection inboxes, each with 'View Details'. */
export function EmailAccountList({ accounts }: { accounts: readonly EmailAccount[] | undefined }) {
  const [shown, setShown] = useState<EmailAccount | null>(null);
  if (!accounts || accounts.length === 0) return null;
  return (
    <Card title="Email Accounts" headingLevel={3}>
      <ul className={styles.accounts}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.accountRow}>
            <span className={styles.address}>
              <Address>{account.email_address}</Address>
            </span>
            <span className={account.active ? styles.active : styles.inactive}>
              {statusOf(account)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setShown(account)}
              aria-label={`View Details of ${account.email_address}`}
            >
              View Details
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title="Email Account Details"
        size="md"
        actions={<Button onClick={() => setShown(null)}>OK</Button>}
      >
        {shown ? (
          <>
            <dl className={styles.details}>
              <dt>Address</dt>
              <dd className={styles.address}>
                <Address>{shown.email_address}</Address>
              </dd>
              <dt>Username</dt>
              <dd>{shown.username}</dd>
              <dt>Status</dt>
              <dd>{statusOf(shown)}</dd>
            </dl>
            <p className={styles.muted}>
              Email inboxes are created automatically when you sign up for programs.
            </p>
          </>
        ) : null}
      </Modal>
    </Card>
  );
}
