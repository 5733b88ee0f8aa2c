import type { RecentEmail } from '../contract';
import { Alert, Button, Modal } from '@/shared/ui';
import { EmailBody } from './email-body';
import { formatDateTime } from './format';
import { isUnverified, subjectOf, UNVERIFIED_HINT, UNVERIFIED_LABEL } from './messages';
import { Sender } from './sender';
import styles from './email.module.css';

interface EmailDetailsModalProps {
  email: RecentEmail | null;
  onClose: () => void;
}

/** One intercepted email: From, Subject, Date and its Body (spec section 2.3). */
export function EmailDetailsModal({ email, onClose }: EmailDetailsModalProps) {
  const content = email?.content?.trim() ? email.content : null;
  return (
    <Modal
      open={email !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Email Details"
      size="lg"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {email ? (
        <dl className={styles.details}>
          <dt>From</dt>
          <dd>
            <Sender email={email} />
          </dd>
          <dt>Subject</dt>
          <dd>{subjectOf(email)}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(email.date_sent)}</dd>
          {isUnverified(email) ? (
            <dd className={styles.fullRow}>
              <Alert tone="warning" title={UNVERIFIED_LABEL}>
                {UNVERIFIED_HINT}
              </Alert>
            </dd>
          ) : null}
          <dt>Body</dt>
          <dd>
            {content ? (
              <EmailBody content={content} />
            ) : (
              <p className={styles.muted}>No content available</p>
            )}
          </dd>
        </dl>
      ) : null}
    </Modal>
  );
}
