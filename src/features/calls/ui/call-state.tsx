import { formatInstant } from '@/shared/lib/dates';
import { useQuery } from '@tanstack/react-query';
import { callsQuery } from '../api/calls.queries';
import type { CallStatus, UserCall } from '../contract';
import { isWaiting, latestCall } from '../model/calls';
import styles from './call-state.module.css';

interface CallStateProps {
  userId: string;
  /** The debt the call is about, as `POST /start-call` names it. */
  tradelineName: string;
  /** The step's label ('Give notice'); without it, the debt's latest call whatever the step. */
  step?: string;
}

export const CALL_STATE_TEXT: Record<CallStatus, { badge: string; detail: string }> = {
  requested: {
    badge: 'Call requested',
    detail: 'Waiting for an agent. You will receive a call shortly.',
  },
  claimed: {
    badge: 'Agent assigned',
    detail: 'An agent is preparing your call. You will receive a call shortly.',
  },
  placed: { badge: 'Call placed', detail: 'Your call was placed' },
  failed: {
    badge: 'Call not placed',
    detail: 'We could not place your call. You can ask for another one.',
  },
};

function when(instant: string): string {
  return formatInstant(instant, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'Call requested Nov 26, 9:41 AM': what a debt's call button says while its call waits. */
export function callRequestedText(call: UserCall): string {
  return `Call requested ${when(call.requested_at)}`;
}

/**
 * The call still waiting (requested or with an agent) for a debt's open step, or null: while
 * there is one, the step's call buttons say so instead of asking again (the server answers 409).
 */
export function useWaitingCall(userId: string, tradelineName: string, step: string | undefined) {
  const calls = useQuery(callsQuery(userId));
  if (!calls.data || step === undefined) return null;
  const call = latestCall(calls.data, tradelineName, step);
  return call && isWaiting(call.status) ? call : null;
}

/**
 * The state of the latest creditor call the user asked for on a debt's step: requested, with an
 * agent, placed or not placed. Renders nothing when no call was asked for (or while loading).
 */
export function CallState({ userId, tradelineName, step }: CallStateProps) {
  const calls = useQuery(callsQuery(userId));
  if (calls.isPending) return null;
  if (calls.isError) {
    return (
      <p className={`${styles.state} ${styles.muted}`} role="status">
        The state of your call could not be loaded.
      </p>
    );
  }
  const call = latestCall(calls.data, tradelineName, step);
  return call ? <CallStateLine call={call} /> : null;
}

export function CallStateLine({ call }: { call: UserCall }) {
  const text = CALL_STATE_TEXT[call.status];
  const tone =
    call.status === 'placed' ? styles.placed : call.status === 'failed' ? styles.failed : '';
  return (
    <p className={styles.state} role="status" data-call-status={call.status}>
      <span className={`${styles.badge} ${tone}`}>{text.badge}</span>
      <span>
        {call.status === 'placed' && call.resolved_at
          ? `${text.detail} on ${when(call.resolved_at)}.`
          : text.detail}
      </span>
      <span className={styles.muted}>Asked {when(call.requested_at)}</span>
    </p>
  );
}
