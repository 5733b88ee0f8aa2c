import { useState } from 'react';
import { RECENT_EMAILS_BOUND, type RecentEmail } from '../contract';
import {
  Card,
  EmptyState,
  LoadingBlock,
  OnPhoneOnly,
  ShowMore,
  Table,
  type Column,
  type ShowMoreList,
} from '@/shared/ui';
import { EmailDetailsModal } from './email-details-modal';
import { formatDate, formatDateTime } from './format';
import { isUnverified, senderOf, subjectOf, UNVERIFIED_LABEL } from './messages';
import { Sender } from './sender';
import styles from './email.module.css';

const senderText = (email: RecentEmail) =>
  isUnverified(email) ? `${senderOf(email)} (${UNVERIFIED_LABEL})` : senderOf(email);

const columns: Column<RecentEmail>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (email) => <span className={styles.nowrap}>{formatDate(email.date_sent)}</span>,
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (email) => (
      <>
        <span>{subjectOf(email)}</span>
        {/* On a phone the From column is left out: the sender shows under the subject. */}
        <OnPhoneOnly className={styles.senderUnderSubject}>
          <Sender email={email} />
        </OnPhoneOnly>
      </>
    ),
  },
  {
    key: 'from',
    header: 'From',
    cell: (email) => <Sender email={email} />,
    hideOnPhone: true,
  },
];

interface RecentEmailsProps {
  emails: readonly RecentEmail[] | undefined;
  /** The list's next page: 'Show more' reads more of the newest emails. */
  more: ShowMoreList;
}

/**
 * The intercepted creditor emails, newest first, a page at a time ('Show more'); a row opens the
 * Email Details modal.
 */
export function RecentEmails({ emails, more }: RecentEmailsProps) {
  const [open, setOpen] = useState<RecentEmail | null>(null);
  return (
    <Card title="Recent Emails" headingLevel={3}>
      {emails === undefined ? (
        <LoadingBlock label="Loading recent emails" />
      ) : (
        <Table
          caption="Recent Emails"
          hideCaption
          columns={columns}
          rows={emails}
          rowKey={(email) => email.id}
          onRowClick={setOpen}
          rowLabel={(email) =>
            `${formatDateTime(email.date_sent)}: open "${subjectOf(email)}" from ${senderText(email)}`
          }
          empty={
            <EmptyState title="No emails found">
              Emails from your creditors to your deflection inbox are fetched automatically every
              day and will show here.
            </EmptyState>
          }
        />
      )}
      {emails && emails.length > 0 ? (
        <ShowMore list={more} shown={emails.length} max={RECENT_EMAILS_BOUND.max} noun="emails" />
      ) : null}
      <EmailDetailsModal email={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
