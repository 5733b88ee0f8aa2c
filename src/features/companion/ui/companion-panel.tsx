/**
 * The call companion of one debt: before, during and after the call. Beside the debt on a wide
 * screen; on a phone, where people call from, the whole screen. Its own chunk, loaded by the
 * page that opens it.
 */
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { limitationEstimate, localDateTime } from '@/features/letters';
import { profileIdentityQuery } from '@/features/profile';
import { debtDetailsQuery, openingOffer, settlementTarget } from '@/features/settlement';
import { eventsQuery, labelEvents } from '@/features/timeline';
import { detailOr, isApiError } from '@/shared/api';
import { todayIn } from '@/shared/lib/dates';
import { Button } from '@/shared/ui';
import { companionCallsQuery } from '../api/companion.queries';
import { useSaveCompanionCall, useStartCompanionCall } from '../api/use-companion-mutations';
import { scriptStepOf } from '../model/before';
import { amountsOf, endCall, record, setOutcome, startCall, undo } from '../model/call';
import type { CoachDebt } from '../model/knowledge';
import { hear } from '../model/listening';
import { AfterCall } from './after-call';
import { BeforeCall } from './before-call';
import { DuringCall } from './during-call';
import { KNOWLEDGE } from './knowledge';
import { ListeningControl } from './listening-control';
import { useListening } from './use-listening';
import { useStoredCall } from './use-stored-call';
import styles from './companion.module.css';

export const START_FAILED = 'Could not start the companion. Please try again.';
export const SAVE_FAILED =
  'Could not save the call. Please try again; nothing you entered is lost.';

export interface CompanionPanelProps {
  userId: string;
  tradeline: { id: string; uuid: string; account_name: string; current_balance: number };
  onClose: () => void;
}

const WIDE = '(min-width: 64rem)';

function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(WIDE).matches ?? true,
    () => true,
  );
}

/** The time now, every second while `ticking`. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export default function CompanionPanel({ userId, tradeline, onClose }: CompanionPanelProps) {
  const wide = useWide();
  const titleId = useId();
  const name = tradeline.account_name.trim() || 'Unnamed debt';
  const title = `Call companion: ${name}`;
  const body = <CompanionBody userId={userId} tradeline={tradeline} onClose={onClose} />;
  const close = (
    <Button variant="secondary" size="sm" onClick={onClose}>
      Close
    </Button>
  );

  if (!wide) {
    return (
      <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
        <Dialog.Portal>
          <Dialog.Content
            className={`${styles.panel} ${styles.fullScreen}`}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <div className={styles.header}>
              {/* An h3 as beside the debt, so the sections' h4 follow in order. */}
              <Dialog.Title asChild>
                <h3 className={styles.title}>{title}</h3>
              </Dialog.Title>
              {close}
            </div>
            {body}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <Beside titleId={titleId} title={title} close={close}>
      {body}
    </Beside>
  );
}

function Beside({
  titleId,
  title,
  close,
  children,
}: {
  titleId: string;
  title: string;
  close: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles.beside}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {title}
        </h3>
        {close}
      </div>
      {children}
    </section>
  );
}

function CompanionBody({ userId, tradeline, onClose }: CompanionPanelProps) {
  const [call, setCall] = useStoredCall(userId, tradeline.id);
  const details = useQuery(debtDetailsQuery(tradeline.id));
  const identity = useQuery({ ...profileIdentityQuery(userId), enabled: userId !== '' });
  const events = useQuery({ ...eventsQuery(userId), enabled: userId !== '' });
  const calls = useQuery({ ...companionCallsQuery(userId), enabled: userId !== '' });
  const start = useStartCompanionCall(userId);
  const save = useSaveCompanionCall(userId, tradeline.id);
  const [lastHeard, setLastHeard] = useState<string | null>(null);
  const now = useNow(call?.phase === 'during');
  const today = todayIn();

  const listening = useListening((text) => {
    const { kind, amount } = hear(text);
    if (!kind) return;
    setLastHeard(text);
    setCall((current) =>
      current && current.phase === 'during'
        ? record(current, kind, new Date(), amount, true)
        : current,
    );
  });

  const balance = tradeline.current_balance;
  const holder = details.data?.holder_kind ?? null;
  const lastPayment = details.data?.last_payment_date ?? null;
  const state = identity.data?.state ?? null;
  const estimate = state && lastPayment ? limitationEstimate(state, lastPayment, today) : null;
  const debt: CoachDebt = {
    name: tradeline.account_name.trim() || 'Unnamed debt',
    balance,
    holder,
    plan: {
      opening: openingOffer(balance),
      goal: settlementTarget(balance),
      walk_away: details.data?.walk_away ?? null,
    },
    limitation: estimate ? { status: estimate.status, source: estimate.state.source } : null,
  };
  const steps = labelEvents(
    (events.data ?? []).filter((event) => event.tradeline_uuid === tradeline.uuid),
  );
  const next = steps.find((step) => !step.event.completed) ?? null;

  const listeningControl = listening.supported ? (
    <ListeningControl
      on={listening.on}
      error={listening.error}
      lastHeard={lastHeard}
      onStart={listening.start}
      onStop={listening.stop}
    />
  ) : null;

  if (!call) {
    return (
      <BeforeCall
        debt={debt}
        step={scriptStepOf(next?.label ?? null)}
        knowledge={KNOWLEDGE}
        allowance={calls.data?.allowance ?? null}
        starting={start.isPending}
        error={start.error ? detailOr(start.error, START_FAILED) : null}
        listening={listeningControl}
        onStart={() =>
          start.mutate(tradeline.id, {
            onSuccess: (started) => {
              const at = new Date();
              const zone = browserZone();
              setCall(
                startCall({
                  call_id: started.id,
                  tradeline_id: tradeline.id,
                  now: at,
                  local_start: localDateTime(at, zone),
                  time_zone: zone,
                }),
              );
            },
          })
        }
      />
    );
  }

  if (call.phase === 'during') {
    return (
      <DuringCall
        debt={debt}
        knowledge={KNOWLEDGE}
        call={call}
        now={now}
        listening={listeningControl}
        onRecord={(kind, amount) =>
          setCall((current) => current && record(current, kind, new Date(), amount ?? null))
        }
        onUndo={() => setCall((current) => current && undo(current))}
        onEnd={() => {
          listening.stop();
          setCall((current) => current && endCall(current, new Date()));
        }}
      />
    );
  }

  const alreadySaved = isApiError(save.error) && save.error.status === 409;
  return (
    <AfterCall
      debt={debt}
      knowledge={KNOWLEDGE}
      tradelineId={tradeline.id}
      call={call}
      saving={save.isPending}
      error={save.error && !alreadySaved ? detailOr(save.error, SAVE_FAILED) : null}
      saved={call.phase === 'saved' || alreadySaved}
      nextStep={next ? { label: next.label, date: next.event.scheduled_date } : null}
      onOutcome={(outcome) => setCall((current) => current && setOutcome(current, outcome))}
      onNote={(note) => setCall((current) => current && { ...current, note })}
      onSave={() =>
        save.mutate(
          {
            callId: call.call_id,
            body: {
              occurred_at: call.local_start,
              time_zone: call.time_zone,
              outcome: call.outcome ?? 'no_deal',
              note: call.note,
              offers: amountsOf(call),
            },
          },
          { onSuccess: () => setCall((current) => current && { ...current, phase: 'saved' }) },
        )
      }
      onClose={() => {
        setCall(null);
        onClose();
      }}
    />
  );
}
