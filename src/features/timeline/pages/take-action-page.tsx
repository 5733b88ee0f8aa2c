import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EntitlementExplanation,
  programQuery,
  SubscriptionBanner,
  useEntitlementCheck,
  type Entitlement,
} from '@/features/enrollment';
import { disputeDeadline, lettersQuery } from '@/features/letters';
import { bestByDebt, practiceListQuery } from '@/features/practice';
import { tradelinesQuery } from '@/features/tradelines';
import type { FirstReads } from '@/shared/api/first-reads';
import { isResolved } from '@/shared/lib/debt-states';
import { todayIn } from '@/shared/lib/dates';
import { useSession } from '@/shared/session';
import { EmptyState, LoadingBlock, ReadFailed, notify } from '@/shared/ui';
import { Page } from '@/shared/ui/page/page';
import type { CallTarget } from '@/features/calls';
import { eventsQuery } from '../api/timeline.queries';
import { nextStep } from '../model/events';
import {
  type DatedItem,
  pastDueEntries,
  pendingCalendarSteps,
  stepsByDebt,
} from '../model/overview';
import { CalendarExportButton } from '../ui/calendar-export-button';
import { PastDueList } from '../ui/past-due-list';
import { datedItemId } from '../ui/take-action-timeline';
import { CallDialog } from './call-dialog';
import { TakeActionDebt, debtPanelId } from './take-action-debt';
import styles from './take-action-page.module.css';

export const LOAD_FAILED = 'Could not load your action plan. Please try again.';

/**
 * What the overview shows, read when the app starts on it or a link to it is hovered, focused or
 * touched (docs/decisions.md SW-15): the debts, their steps, the program, the practice results
 * and the letters (each debt's dispute deadline).
 */
export const firstReads: FirstReads = (client, userId) => [
  () => client.prefetchQuery(tradelinesQuery(userId)),
  () => client.prefetchQuery(eventsQuery(userId)),
  () => client.prefetchQuery(programQuery(userId)),
  () => client.prefetchQuery(practiceListQuery(userId)),
  () => client.prefetchQuery(lettersQuery(userId)),
];

/** Take action overview (spec section 2.3): every debt's steps, what is late, and calls. */
export default function TakeActionPage() {
  const userId = useSession()?.user_id ?? '';
  const tradelines = useQuery({ ...tradelinesQuery(userId), enabled: userId !== '' });
  const events = useQuery({ ...eventsQuery(userId), enabled: userId !== '' });
  const program = useQuery({ ...programQuery(userId), enabled: userId !== '' });
  // Practice results are extra: the page shows without them if they cannot be read.
  const practice = useQuery({ ...practiceListQuery(userId), enabled: userId !== '' });
  const practiced = useMemo(() => bestByDebt(practice.data ?? []), [practice.data]);
  // The dispute deadlines are extra too: the steps show without them if they cannot be read.
  const letters = useQuery({ ...lettersQuery(userId), enabled: userId !== '' });
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [callTarget, setCallTarget] = useState<CallTarget | null>(null);
  const checkCalls = useEntitlementCheck(userId, 'calls');
  const [refusal, setRefusal] = useState<Extract<Entitlement, { entitled: false }> | null>(null);
  const today = todayIn();

  const debts = useMemo(
    () => stepsByDebt(tradelines.data ?? [], events.data ?? []),
    [tradelines.data, events.data],
  );
  const dated = useMemo(() => deadlinesByDebt(letters.data ?? [], today), [letters.data, today]);
  // A settled debt has nothing past due or ahead (its state, from the tradeline).
  const open = useMemo(() => debts.filter(({ debt }) => !isResolved(debt.state)), [debts]);
  const pastDue = useMemo(() => pastDueEntries(open, dated, today), [open, dated, today]);
  const calendarSteps = useMemo(() => pendingCalendarSteps(open, dated), [open, dated]);
  // Spec section 6: calls only when the program includes debt negotiation.
  const canCall = (program.data?.debt_negotiation ?? 0) > 0;
  // Issue 22: a call the subscription does not bill is explained, not requested.
  const call = async (target: CallTarget) => {
    const verdict = await checkCalls();
    if (verdict && !verdict.entitled) setRefusal(verdict);
    else setCallTarget(target);
  };

  const show = (debtUuid: string, eventId: string | null, key: string) => {
    if (eventId !== null) setSelected((current) => ({ ...current, [debtUuid]: eventId }));
    document.getElementById(debtPanelId(debtUuid))?.scrollIntoView?.({ block: 'start' });
    document
      .getElementById(eventId === null ? datedItemId(key) : `step-${eventId}`)
      ?.focus({ preventScroll: true });
  };

  let body;
  if (tradelines.isError || events.isError) {
    body = <ReadFailed reads={[tradelines, events]}>{LOAD_FAILED}</ReadFailed>;
  } else if (tradelines.isPending || events.isPending) {
    body = <LoadingBlock label="Loading your action plan" lines={6} />;
  } else if (debts.length === 0) {
    body = <NoTradelines />;
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.muted}>
            Choose a step to see what to do. Steps are completed in order.
          </p>
          <CalendarExportButton steps={calendarSteps} onError={notify.error} />
        </div>
        <PastDueList items={pastDue} onShow={show} />
        <div className={styles.debts}>
          {debts.map(({ debt, steps }) => (
            <TakeActionDebt
              key={debt.uuid}
              userId={userId}
              debt={debt}
              steps={steps}
              today={today}
              canCall={canCall}
              selectedId={
                selected[debt.uuid] ??
                nextStep(steps.map(({ event }) => event))?.event.id ??
                steps.at(-1)?.event.id ??
                null
              }
              onSelect={(eventId) =>
                setSelected((current) => ({ ...current, [debt.uuid]: eventId }))
              }
              onCall={(target) => void call(target)}
              practicedPercent={practiced.get(debt.id)}
              dated={dated.get(debt.id)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <Page title="Take action" headingLevel={2} width="wide">
      <SubscriptionBanner userId={userId} />
      {body}
      <CallDialog userId={userId} target={callTarget} onClose={() => setCallTarget(null)} />
      <EntitlementExplanation feature="calls" refusal={refusal} onClose={() => setRefusal(null)} />
    </Page>
  );
}

/**
 * Each debt's dispute deadline (issue 28), keyed by tradeline id: the window the letters API
 * answers (both backends compute it with the letters' model), where it stands today.
 */
function deadlinesByDebt(
  letters: readonly {
    tradeline_id: string;
    window: { ends: string; disputed_on: string | null } | null;
  }[],
  today: string,
): Map<string, DatedItem[]> {
  const byDebt = new Map<string, DatedItem[]>();
  for (const { tradeline_id, window } of letters) {
    if (window) {
      byDebt.set(tradeline_id, [
        { id: `deadline-${tradeline_id}`, ...disputeDeadline(window, today) },
      ]);
    }
  }
  return byDebt;
}

/** No debts yet: how to add them under My Home. */
function NoTradelines() {
  return (
    <EmptyState
      title="No tradelines found"
      action={<Link to="/portal/my-home">Go to My Home</Link>}
    >
      <p>Add your debts under My Home and each one gets its own step-by-step plan here:</p>
      <ol className={styles.howTo}>
        <li>Open My Home.</li>
        <li>In Income &amp; Basic Expenses, set your monthly income.</li>
        <li>
          In Lines of Credit, choose &lsquo;Add a tradeline&rsquo; and enter the creditor, the
          current balance, the minimum payment and the credit limit.
        </li>
        <li>Come back to Take action to follow the steps for each debt.</li>
      </ol>
    </EmptyState>
  );
}
