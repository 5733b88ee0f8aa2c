import { lazy, Suspense, useState } from 'react';
import { useDeferredQuery } from '@/shared/lib/use-deferred-query';
import { Address, Alert, Button, Card, LoadingBlock } from '@/shared/ui';
import { accountQuery } from '../api/profile.queries';
import { ACCOUNT_LOAD_FAILED, ADD_PHONE, pendingEmailNote } from '../messages';
import type { ContactKind } from './edit-contact-modal';
import styles from './profile.module.css';

const EditContactModal = lazy(async () => ({
  default: (await import('./edit-contact-modal')).EditContactModal,
}));
// The name and address rows load after the box: their schemas stay off the first screen.
const IdentityRows = lazy(() => import('./identity-rows'));

/**
 * The name and mailing address rows while they load: as tall as a name and a three-line address
 * (street, unit, city), so the box keeps its size when they arrive.
 */
const identityPlaceholder = (
  <>
    <div>
      <dt>Name</dt>
      <dd>…</dd>
    </div>
    <div>
      <dt>Mailing address</dt>
      <dd>
        …<br />…<br />…
      </dd>
    </div>
  </>
);

/**
 * The Profile box: personal email and phone, each clickable to edit ('Add phone' when empty),
 * then the name and mailing address letters are sent from.
 */
export function ProfileBox({ userId }: { userId: string }) {
  const account = useDeferredQuery(accountQuery(userId));
  const [editing, setEditing] = useState<ContactKind | null>(null);
  const [lastKind, setLastKind] = useState<ContactKind>('email');
  const [opened, setOpened] = useState(false);
  const open = (kind: ContactKind) => {
    setOpened(true);
    setLastKind(kind);
    setEditing(kind);
  };

  let body;
  if (account.isPending)
    body = (
      <LoadingBlock label="Loading your contact details">
        <dl className={styles.contact}>
          <div>
            <dt>Email</dt>
            <dd>…</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>…</dd>
          </div>
          {identityPlaceholder}
        </dl>
      </LoadingBlock>
    );
  else if (account.isError)
    body = (
      <Alert
        action={
          <Button size="sm" variant="secondary" onClick={() => void account.refetch()}>
            Try again
          </Button>
        }
      >
        {ACCOUNT_LOAD_FAILED}
      </Alert>
    );
  else {
    const phone = account.data.phone_number;
    body = (
      <dl className={styles.contact}>
        <div>
          <dt>Email</dt>
          <dd>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Edit email, ${account.data.email}`}
              onClick={() => open('email')}
            >
              <span className={styles.contactValue}>
                <Address>{account.data.email}</Address>
              </span>
              <span className={styles.editHint} aria-hidden="true">
                ✎ Edit
              </span>
            </button>
            {account.data.pending_email ? (
              <span className={styles.pending}>{pendingEmailNote(account.data.pending_email)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={phone ? `Edit phone, ${phone}` : ADD_PHONE}
              onClick={() => open('phone')}
            >
              {phone ? (
                <>
                  <span className={styles.contactValue}>{phone}</span>
                  <span className={styles.editHint} aria-hidden="true">
                    ✎ Edit
                  </span>
                </>
              ) : (
                <>
                  <span aria-hidden="true">+</span>
                  <span className={styles.editHint}>{ADD_PHONE}</span>
                </>
              )}
            </button>
          </dd>
        </div>
        <Suspense fallback={identityPlaceholder}>
          <IdentityRows userId={userId} placeholder={identityPlaceholder} />
        </Suspense>
      </dl>
    );
  }

  return (
    <Card title="Profile">
      {body}
      {account.data && opened ? (
        <Suspense fallback={null}>
          <EditContactModal
            kind={lastKind}
            open={editing !== null}
            onOpenChange={(next) => setEditing(next ? lastKind : null)}
            userId={userId}
            value={(lastKind === 'email' ? account.data.email : account.data.phone_number) ?? ''}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
