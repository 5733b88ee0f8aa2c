/**
 * Practice a negotiation (issue 26): set up a session, talk with the practice agent, then read
 * the result and the tips; past sessions below. The open session is in the address
 * (`?session=<id>`), so a reload or the back button keeps the user's place.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { currentSubscription, subscriptionsQuery } from '@/features/enrollment';
import { tradelinesQuery } from '@/features/tradelines';
import { detailOr, isApiError } from '@/shared/api';
import { shownRows } from '@/shared/lib/growing-limit';
import { formatUsd } from '@/shared/lib/money';
import { useSession } from '@/shared/session';
import { Alert, Button, Card, LoadingBlock } from '@/shared/ui';
import { Page } from '@/shared/ui/page/page';
import { practiceHistoryQuery, practiceSessionQuery } from '../api/practice.queries';
import { usePlayPractice, useStartPractice } from '../api/use-practice-mutations';
import { PracticeConversation } from '../ui/practice-conversation';
import { PracticeHistory } from '../ui/practice-history';
import { PracticeResult } from '../ui/practice-result';
import { PracticeSetup } from '../ui/practice-setup';
import { PracticeTranscript } from '../ui/practice-transcript';
import layout from '@/shared/ui/styles/layout.module.css';

export const START_FAILED = 'Could not start the practice session. Please try again.';
export const SESSION_LOAD_FAILED = 'Could not load this practice session. Please try again.';
export const HISTORY_LOAD_FAILED = 'Could not load your practice sessions. Please try again.';

export default function PracticePage() {
  const userId = useSession()?.user_id ?? '';
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session');
  const open = (id: string | null) => setParams(id ? { session: id } : {});

  return (
    <Page
      title="Practice a negotiation"
      headingLevel={2}
      width="normal"
      lead="Rehearse a settlement call with a practice creditor before the call that counts. Choose how tough it is; after the call you get tips on how it went."
    >
      {sessionId ? (
        <SessionView userId={userId} id={sessionId} onClose={() => open(null)} />
      ) : (
        <SetupView userId={userId} onOpen={open} />
      )}
    </Page>
  );
}

function SetupView({ userId, onOpen }: { userId: string; onOpen: (id: string) => void }) {
  const tradelines = useQuery({ ...tradelinesQuery(userId), enabled: userId !== '' });
  const history = useInfiniteQuery({ ...practiceHistoryQuery(userId), enabled: userId !== '' });
  const sessions = shownRows(history.data);
  const start = useStartPractice(userId);
  // Without a subscription the set-up says before the start that one session is free.
  const subscriptions = useQuery({ ...subscriptionsQuery(), enabled: userId !== '' });
  const freeSession =
    subscriptions.data && currentSubscription(subscriptions.data, new Date()) === null && sessions
      ? sessions.length > 0
        ? 'used'
        : 'included'
      : null;

  return (
    <div className={layout.stack}>
      <Card title="Set up your practice" headingLevel={3}>
        {tradelines.isPending && userId !== '' ? (
          <LoadingBlock label="Loading your debts" lines={4} />
        ) : (
          <PracticeSetup
            tradelines={tradelines.data ?? []}
            pending={start.isPending}
            freeSession={freeSession}
            onStart={(body) => start.mutate(body, { onSuccess: (session) => onOpen(session.id) })}
          />
        )}
        {start.error ? <StartError error={start.error} /> : null}
      </Card>
      {history.isError && !sessions ? (
        <Alert
          action={
            <Button variant="secondary" onClick={() => void history.refetch()}>
              Try again
            </Button>
          }
        >
          {HISTORY_LOAD_FAILED}
        </Alert>
      ) : history.isPending ? (
        <LoadingBlock label="Loading your practice sessions" lines={3} />
      ) : (
        <PracticeHistory sessions={sessions ?? []} more={history} onOpen={onOpen} />
      )}
    </div>
  );
}

/** A refused start: the free session used (402) explains where to subscribe. */
function StartError({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 402) {
    return (
      <Alert tone="warning" title="Your free practice session is used">
        <p>{detailOr(error, START_FAILED)}</p>
        <p>
          <Link to="/portal/manage-enrollment">Manage my enrollment</Link>
        </p>
      </Alert>
    );
  }
  return <Alert>{detailOr(error, START_FAILED)}</Alert>;
}

function SessionView({ userId, id, onClose }: { userId: string; id: string; onClose: () => void }) {
  const session = useQuery(practiceSessionQuery(id));
  const play = usePlayPractice(userId, id);
  const ended = session.data ? session.data.status !== 'open' : false;

  // When the session ends, the result takes the focus so it is read out first.
  useEffect(() => {
    if (ended) document.getElementById('practice-result')?.focus();
  }, [ended]);

  if (session.isError) {
    return (
      <Alert
        action={
          <Button variant="secondary" onClick={() => void session.refetch()}>
            Try again
          </Button>
        }
      >
        {detailOr(session.error, SESSION_LOAD_FAILED)}
      </Alert>
    );
  }
  if (session.isPending) return <LoadingBlock label="Loading the practice session" lines={6} />;
  const data = session.data;

  return (
    <div className={layout.stack}>
      <p className={layout.muted}>
        {data.debt_name}: balance of the practice debt {formatUsd(data.balance)}. Your goal{' '}
        {formatUsd(data.goal)}, walk-away maximum {formatUsd(data.walk_away)}.
      </p>
      {data.review ? (
        <>
          <PracticeResult session={data} review={data.review} />
          <Card title="Transcript" headingLevel={3}>
            <PracticeTranscript session={data} />
          </Card>
        </>
      ) : (
        <PracticeConversation
          session={data}
          pending={play.isPending}
          error={play.error}
          onMove={(move) => play.mutateAsync(move)}
        />
      )}
      <div>
        <Button variant={data.review ? 'primary' : 'ghost'} onClick={onClose}>
          {data.review ? 'Practice again' : 'Leave this session'}
        </Button>
      </div>
    </div>
  );
}
