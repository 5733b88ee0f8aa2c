import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, LoadingBlock, notify } from '@/shared/ui';
import { profileIdentityQuery } from '../api/use-profile-identity';
import { IDENTITY_LOAD_FAILED, IDENTITY_NEEDS_PROFILE } from '../model/identity-form';
import { IdentityForm } from './identity-form';

/** Account settings' 'Name and mailing address': the letters' sender, edited in place. */
export function IdentityCard({ userId }: { userId: string }) {
  const identity = useQuery({ ...profileIdentityQuery(userId), enabled: userId !== '' });
  // Cancel puts the saved values back by mounting the form afresh.
  const [round, setRound] = useState(0);
  let body;
  if (identity.isError) {
    body = (
      <Alert
        action={
          <Button variant="secondary" onClick={() => void identity.refetch()}>
            Try again
          </Button>
        }
      >
        {IDENTITY_LOAD_FAILED}
      </Alert>
    );
  } else if (identity.data === undefined) {
    body = <LoadingBlock label="Loading your name and address" lines={3} />;
  } else if (identity.data === null) {
    body = <p>{IDENTITY_NEEDS_PROFILE}</p>;
  } else {
    body = (
      <IdentityForm
        key={round}
        userId={userId}
        identity={identity.data}
        onCancel={() => setRound((value) => value + 1)}
        onSaved={() => notify.saved()}
      />
    );
  }
  return (
    <Card title="Name and mailing address" id="name-and-address">
      <p>
        Letters to your creditors and collectors are signed with this name and sent from this
        address.
      </p>
      {body}
    </Card>
  );
}
