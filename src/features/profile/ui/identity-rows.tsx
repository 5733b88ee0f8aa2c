/**
 * The Profile box's name and mailing address rows, with their edit dialog. Its own chunk, loaded
 * after the box: the identity's contract and the state list stay off My Home's first bytes.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { mailingAddressLines } from '../model/identity';
import { profileIdentityQuery } from '../api/use-profile-identity';
import { EditIdentityModal } from './edit-identity-modal';
import identityStyles from './identity.module.css';
import styles from './profile.module.css';

export function IdentityRows({ userId, placeholder }: { userId: string; placeholder: ReactNode }) {
  const identity = useQuery(profileIdentityQuery(userId));
  const [editing, setEditing] = useState(false);
  // While they load, rows as tall as the loaded ones (the box keeps its size).
  if (identity.isPending) return placeholder;
  // A failure or no profile yet: the box shows email and phone alone.
  if (!identity.data) return null;
  const address = mailingAddressLines({ ...identity.data, full_name: null });
  const name = identity.data.full_name;
  const row = (label: string, value: string | null, add: string) => (
    <div>
      <dt>{label}</dt>
      <dd>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={value ? `Edit ${label.toLowerCase()}, ${value}` : add}
          onClick={() => setEditing(true)}
        >
          {value ? (
            <>
              <span className={`${styles.contactValue} ${identityStyles.lines}`}>{value}</span>
              <span className={styles.editHint} aria-hidden="true">
                ✎ Edit
              </span>
            </>
          ) : (
            <>
              <span aria-hidden="true">+</span>
              <span className={styles.editHint}>{add}</span>
            </>
          )}
        </button>
      </dd>
    </div>
  );
  return (
    <>
      {row('Name', name, 'Add your name')}
      {row('Mailing address', address ? address.join('\n') : null, 'Add mailing address')}
      <EditIdentityModal
        open={editing}
        onOpenChange={setEditing}
        userId={userId}
        identity={identity.data}
      />
    </>
  );
}

export default IdentityRows;
