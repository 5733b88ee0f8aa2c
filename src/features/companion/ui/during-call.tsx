/** During the call: the cues, the whisper that answers the last one, and the running timeline. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, TextField } from '@/shared/ui';
import { AmountPadSchema, type AmountPadInput, type AmountPadValues } from '../model/amount-form';
import { amountsOf, elapsed, type CallState, type TimelineItem } from '../model/call';
import { coach } from '../model/coach';
import { CUE_LABELS, CUES, type Cue } from '../model/cues';
import type { CoachDebt, Knowledge } from '../model/knowledge';
import styles from './companion.module.css';

export const YOU_COULD_SAY = 'You could say:';

export interface DuringCallProps {
  debt: CoachDebt;
  knowledge: Knowledge;
  call: CallState;
  /** The time now, for the timeline's clock. */
  now: Date;
  onRecord: (kind: Cue | 'my_offer', amount?: number) => void;
  onUndo: () => void;
  onEnd: () => void;
  listening?: ReactNode;
}

/** A line of the timeline, in words. */
export function itemText(item: Pick<TimelineItem, 'kind' | 'amount' | 'heard'>): string {
  const amount = item.amount === null ? '' : formatUsdCents(item.amount);
  const text =
    item.kind === 'my_offer'
      ? `You offered ${amount}`
      : item.kind === 'counter_offer' && item.amount !== null
        ? `They offered ${amount}`
        : CUE_LABELS[item.kind];
  return item.heard ? `${text} (heard)` : text;
}

export function DuringCall({
  debt,
  knowledge,
  call,
  now,
  onRecord,
  onUndo,
  onEnd,
  listening,
}: DuringCallProps) {
  const [pad, setPad] = useState<'counter_offer' | 'my_offer' | null>(null);
  const amountPad = useForm<AmountPadInput, unknown, AmountPadValues>({
    resolver: zodResolver(AmountPadSchema),
    defaultValues: { amount: '' },
    // The message stays until the next Add, and the focus in the field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = amountPad.formState.errors.amount?.message;
  const whisperRef = useRef<HTMLHeadingElement>(null);
  const padRef = useRef<HTMLInputElement>(null);
  const lastCue = call.items.findLast((item) => item.kind !== 'my_offer');
  const coaching = lastCue ? coach(lastCue.kind as Cue, debt, amountsOf(call), knowledge) : null;
  const count = call.items.length;
  const focusWhisper = useRef(false);

  useEffect(() => {
    if (focusWhisper.current) {
      focusWhisper.current = false;
      whisperRef.current?.focus();
    }
  }, [count]);
  useEffect(() => {
    if (pad) padRef.current?.focus();
  }, [pad]);

  const tap = (cue: Cue) => {
    if (cue === 'counter_offer') {
      setPad('counter_offer');
      return;
    }
    focusWhisper.current = true;
    onRecord(cue);
  };

  const amountField = amountPad.register('amount');
  const submitAmount = (event: FormEvent) =>
    void amountPad.handleSubmit(({ amount }) => {
      focusWhisper.current = true;
      onRecord(pad!, amount);
      setPad(null);
      amountPad.reset();
    })(event);

  return (
    <>
      <p className={styles.source}>
        On the call for {elapsed(call.started_at, now.toISOString())}. Tap what they say; the
        companion answers here. Nothing is said into the call.
      </p>
      {listening}
      <section className={styles.whisper} aria-labelledby="companion-whisper">
        <h4 id="companion-whisper" className={styles.sectionTitle} tabIndex={-1} ref={whisperRef}>
          {coaching ? `${CUE_LABELS[coaching.cue]}` : 'When they speak'}
        </h4>
        {coaching ? (
          <>
            {coaching.warning ? (
              <Alert tone="warning" title={coaching.warning.title}>
                {coaching.warning.text}
                {coaching.warning.source ? (
                  <span className={styles.source}> ({coaching.warning.source})</span>
                ) : null}
              </Alert>
            ) : null}
            <p>
              <strong>{YOU_COULD_SAY}</strong>
            </p>
            {coaching.say.map((line) => (
              <p key={line} className={styles.say}>
                &ldquo;{line}&rdquo;
              </p>
            ))}
            <p>{coaching.why}</p>
            {coaching.offer !== null ? (
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    focusWhisper.current = true;
                    onRecord('my_offer', coaching.offer!);
                  }}
                >
                  I offered {formatUsdCents(coaching.offer)}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <p>Tap what the creditor says below, and read what you could say back.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="companion-cues">
        <h4 id="companion-cues" className={styles.sectionTitle}>
          What they say
        </h4>
        <div className={styles.cues}>
          {CUES.map((cue) => (
            <button
              key={cue}
              type="button"
              className={styles.cue}
              aria-pressed={cue === 'counter_offer' ? pad === 'counter_offer' : undefined}
              onClick={() => tap(cue)}
            >
              {CUE_LABELS[cue]}
            </button>
          ))}
        </div>
        <div className={styles.row}>
          <Button variant="ghost" size="sm" onClick={() => setPad('my_offer')}>
            I made an offer
          </Button>
          {count > 0 ? (
            <Button variant="ghost" size="sm" onClick={onUndo}>
              Undo the last line
            </Button>
          ) : null}
        </div>
        {pad ? (
          <form
            method="dialog"
            className={styles.row}
            onSubmit={submitAmount}
            aria-label={pad === 'counter_offer' ? 'Their counter-offer' : 'Your offer'}
            noValidate
          >
            <TextField
              label={pad === 'counter_offer' ? 'Their amount' : 'Your amount'}
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              error={error}
              {...amountField}
              ref={(input) => {
                amountField.ref(input);
                padRef.current = input;
              }}
            />
            <Button type="submit">Add</Button>
            <Button
              variant="ghost"
              onClick={() => {
                setPad(null);
                amountPad.clearErrors();
              }}
            >
              Cancel
            </Button>
          </form>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="companion-timeline">
        <h4 id="companion-timeline" className={styles.sectionTitle}>
          The call so far
        </h4>
        {count === 0 ? (
          <p className={styles.source}>Nothing yet.</p>
        ) : (
          <ol className={styles.timeline}>
            {call.items.map((item, index) => (
              <li key={`${item.at}-${index}`}>
                <span className={styles.time}>{elapsed(call.started_at, item.at)}</span>
                {itemText(item)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div>
        <Button size="lg" variant="danger" onClick={onEnd}>
          End the call
        </Button>
      </div>
    </>
  );
}
