/** The offer log: 'Log an offer', the offers newest first, the gap between the last two. */
import { useState, type FormEvent } from 'react';
import { detailOr } from '@/shared/api';
import { formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { formatUsd } from '@/shared/lib/money';
import { Alert, Button, Card, EmptyState, TextField } from '@/shared/ui';
import { LogOfferBodySchema, type Offer } from '../contract';
import { useLogOffer } from '../api/use-workspace-mutations';
import { lastGap } from '../model/offers';
import { percentOfBalance } from '../model/plan';
import { StepConfirm } from './step-confirm';
import styles from './settlement.module.css';

export const OFFER_SAVE_FAILED = 'Could not log the offer. Please try again.';

const CHANNELS = { call: 'Call', email: 'Email', letter: 'Letter' } as const;

interface Step {
  event: { id: string; completed: boolean };
  label: string;
}

interface OffersCardProps {
  userId: string;
  tradeline: { id: string; current_balance: number };
  offers: readonly Offer[];
  steps: readonly Step[];
}

export function OffersCard({ userId, tradeline, offers, steps }: OffersCardProps) {
  const gap = lastGap(offers);
  const [ask, setAsk] = useState<{ id: string; label: string } | null>(null);
  const first = steps.find((step) => step.label === 'First Negotiation' && !step.event.completed);

  return (
    <Card title="Offer log" headingLevel={3}>
      {offers.length === 0 ? (
        <EmptyState title="No offers yet">
          Log each offer, yours and the creditor's, as it is made.
        </EmptyState>
      ) : (
        <>
          {gap === null ? null : (
            <p>
              Gap between the last two offers: <strong>{formatUsd(Math.abs(gap))}</strong>
            </p>
          )}
          <ol className={styles.list} aria-label="Offers, newest first">
            {offers.map((offer) => (
              <li key={offer.id} className={styles.item}>
                <strong>{offer.by === 'me' ? 'You' : 'The creditor'}</strong> offered{' '}
                <strong>{formatUsd(offer.amount)}</strong> (
                {percentOfBalance(offer.amount, tradeline.current_balance)}% of the balance),{' '}
                {offer.payments === 1 ? 'lump sum' : `${offer.payments} payments`}, by{' '}
                {CHANNELS[offer.channel].toLowerCase()} on {formatCalendarDate(offer.date)}
                {offer.note ? <span className={styles.why}>{offer.note}</span> : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <OfferForm
        tradelineId={tradeline.id}
        onLogged={() => {
          if (offers.length === 0 && first) setAsk({ id: first.event.id, label: first.label });
        }}
      />
      <StepConfirm userId={userId} step={ask} onClose={() => setAsk(null)}>
        <p>You logged your first offer. Is the First Negotiation step done?</p>
      </StepConfirm>
    </Card>
  );
}

function OfferForm({ tradelineId, onLogged }: { tradelineId: string; onLogged: () => void }) {
  const log = useLogOffer(tradelineId);
  const [by, setBy] = useState<'me' | 'creditor'>('me');
  const [date, setDate] = useState(todayIn());
  const [amount, setAmount] = useState('');
  const [payments, setPayments] = useState('1');
  const [channel, setChannel] = useState<keyof typeof CHANNELS>('call');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LogOfferBodySchema.safeParse({
      by,
      date,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      payments: Number(payments),
      channel,
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === 'amount'
          ? 'Enter the amount offered.'
          : (issue?.message ?? OFFER_SAVE_FAILED),
      );
      return;
    }
    setError(null);
    log.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setNote('');
        onLogged();
      },
      onError: (failure) => setError(detailOr(failure, OFFER_SAVE_FAILED)),
    });
  };

  return (
    <form
      method="dialog"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Log an offer"
    >
      <h4>Log an offer</h4>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="offer-by" className={styles.label}>
            Made by
          </label>
          <select
            id="offer-by"
            className={styles.select}
            value={by}
            onChange={(event) => setBy(event.target.value as 'me' | 'creditor')}
          >
            <option value="me">You</option>
            <option value="creditor">The creditor</option>
          </select>
        </div>
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label="Amount"
          type="number"
          prefix="$"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label="Number of payments"
          type="number"
          value={payments}
          hint="1 for a lump sum."
          onChange={(event) => setPayments(event.target.value)}
        />
        <div className={styles.field}>
          <label htmlFor="offer-channel" className={styles.label}>
            Channel
          </label>
          <select
            id="offer-channel"
            className={styles.select}
            value={channel}
            onChange={(event) => setChannel(event.target.value as keyof typeof CHANNELS)}
          >
            {Object.entries(CHANNELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div>
        <Button type="submit" disabled={log.isPending}>
          Log an offer
        </Button>
      </div>
    </form>
  );
}
