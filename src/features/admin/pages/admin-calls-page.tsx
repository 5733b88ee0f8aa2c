import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detailOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { Address, Button, EmptyState, Page, notify, type Column } from '@/shared/ui';
import { callQueueQuery, useClaimCall, type AdminCall } from '@/features/calls';
import { DEFAULT_PAGE_SIZE } from '../model/analytics';
import { ADMIN_MESSAGES, CALL_STATUS_LABELS, formatInstant } from '../model/messages';
import styles from '../ui/admin.module.css';
import { CallOutcomeModal, type OutcomeRequest } from '../ui/call-outcome-modal';
import { PagedTable } from '../ui/paged-table';

/**
 * The creditor-call queue: requests waiting for an agent (oldest first), claimed by an admin,
 * then marked placed or failed with a note; the done ones newest first.
 */
export default function AdminCallsPage() {
  const [params, setParams] = useSearchParams();
  const queue = params.get('queue') === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const calls = useQuery(callQueueQuery({ queue, page, page_size: DEFAULT_PAGE_SIZE }));
  const claim = useClaimCall();
  const session = useSession();
  const [outcome, setOutcome] = useState<OutcomeRequest | null>(null);

  const go = (next: { queue?: 'open' | 'closed'; page?: number }) => {
    const query = new URLSearchParams();
    if ((next.queue ?? queue) === 'closed') query.set('queue', 'closed');
    const number = next.page ?? 1;
    if (number > 1) query.set('page', String(number));
    setParams(query);
  };

  const onClaim = (call: AdminCall) =>
    claim.mutate(call.call_id, {
      onSuccess: () => notify.success(`Claimed the call for ${call.email}`),
      onError: (error) => notify.error(detailOr(error, ADMIN_MESSAGES.claimFailed)),
    });

  // Five columns fit a laptop and a tablet beside the admin menu: the phone number shows under
  // the user and the open step under the debt. On a phone each call is a card.
  const who: Column<AdminCall>[] = [
    {
      key: 'asked',
      header: 'Asked',
      cell: (call) => formatInstant(call.requested_at),
    },
    {
      key: 'user',
      header: 'User',
      cell: (call) => (
        <>
          <strong>
            <Address>{call.email}</Address>
          </strong>
          <div>
            {call.phone_number ? (
              <a className={styles.nowrap} href={`tel:${call.phone_number.replace(/[^\d+]/g, '')}`}>
                {call.phone_number}
              </a>
            ) : (
              <span className={styles.muted}>No phone number</span>
            )}
          </div>
        </>
      ),
    },
    {
      key: 'debt',
      header: 'Debt',
      cell: (call) => (
        <>
          {call.tradeline_name}
          <div className={styles.muted}>{call.step ?? 'No open step'}</div>
        </>
      ),
    },
  ];

  const openColumns: Column<AdminCall>[] = [
    ...who,
    {
      key: 'status',
      header: 'Status',
      cell: (call) => (
        <>
          <span className={styles.badge}>{CALL_STATUS_LABELS[call.status]}</span>
          {call.claimed_by ? (
            <div className={styles.muted}>
              by <Address>{call.claimed_by}</Address>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'action',
      header: 'Actions',
      pinned: true,
      cell: (call) =>
        call.status === 'requested' ? (
          <Button
            size="sm"
            busy={claim.isPending && claim.variables === call.call_id}
            disabled={claim.isPending}
            onClick={() => onClaim(call)}
            aria-label={`Claim the call for ${call.email} about ${call.tradeline_name}`}
          >
            Claim
          </Button>
        ) : call.claimed_by === session?.email ? (
          <div className={styles.actions}>
            <Button
              size="sm"
              onClick={() => setOutcome({ call, status: 'placed' })}
              aria-label={`Mark placed: ${call.email} about ${call.tradeline_name}`}
            >
              Mark placed
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOutcome({ call, status: 'failed' })}
              aria-label={`Mark failed: ${call.email} about ${call.tradeline_name}`}
            >
              Mark failed
            </Button>
          </div>
        ) : (
          <span className={styles.muted}>Another admin has it</span>
        ),
    },
  ];

  const closedColumns: Column<AdminCall>[] = [
    ...who,
    {
      key: 'outcome',
      header: 'Outcome',
      cell: (call) => (
        <>
          <span className={`${styles.badge} ${call.status === 'placed' ? styles.badgeStrong : ''}`}>
            {CALL_STATUS_LABELS[call.status]}
          </span>
          <div className={styles.muted}>
            {call.resolved_at ? formatInstant(call.resolved_at) : null}
            {call.claimed_by ? ` by ${call.claimed_by}` : null}
          </div>
        </>
      ),
    },
    { key: 'note', header: 'Note', cell: (call) => <div className={styles.note}>{call.note}</div> },
  ];

  return (
    <Page
      title="Call queue"
      width="wide"
      lead="Users ask for a coached call to a creditor from Take action. Claim a request, call the user, then record how it went."
    >
      <div className={styles.tabs} role="group" aria-label="Which calls">
        <Button
          variant={queue === 'open' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={queue === 'open'}
          onClick={() => go({ queue: 'open' })}
        >
          Waiting
        </Button>
        <Button
          variant={queue === 'closed' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={queue === 'closed'}
          onClick={() => go({ queue: 'closed' })}
        >
          Done
        </Button>
      </div>
      <PagedTable
        read={calls}
        noun="calls"
        loadingLabel="Loading the call queue"
        loadingLines={5}
        failed={ADMIN_MESSAGES.callsFailed}
        caption={queue === 'open' ? 'Calls waiting, oldest first' : 'Calls done, newest first'}
        columns={queue === 'open' ? openColumns : closedColumns}
        rowKey={(call) => call.call_id}
        pagerLabel="Call queue pages"
        empty={
          <EmptyState
            title={queue === 'open' ? ADMIN_MESSAGES.noOpenCalls : ADMIN_MESSAGES.noClosedCalls}
          >
            {queue === 'open' ? (
              <p>New requests appear here when a user asks for a call in Take action.</p>
            ) : null}
          </EmptyState>
        }
        onPage={(next) => go({ page: next })}
      />
      <CallOutcomeModal request={outcome} onClose={() => setOutcome(null)} />
    </Page>
  );
}
