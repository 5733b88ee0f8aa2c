import type { RecentEmail } from '../contract';
import { isUnverified, senderOf, UNVERIFIED_LABEL } from './messages';
import styles from './email.module.css';

/** The sender, with a visible label when its SPF and DKIM checks failed. */
export function Sender({ email }: { email: RecentEmail }) {
  return (
    <>
      {senderOf(email)}
      {isUnverified(email) ? <span className={styles.unverified}>{UNVERIFIED_LABEL}</span> : null}
    </>
  );
}
