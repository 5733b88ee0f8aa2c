/** The offer log: 'Log an offer', the offers newest first, the gap between the last two. */
import { useState, type FormEvent } from 'react';
import { detailOr } from '@/shared/api';
import { formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, Card, EmptyState, SelectField, TextField } from '@/shared/ui';
import { LogOfferBodySchema, type Offer } from '../contract';
import { useLogOffer } from '../api/use-workspace-mutations';
import { lastGap } from '../model/offers';
import { percentOfBalance } from '../model/plan';
import { StepConfirm } from './step-confirm';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

export const OFFER_SAVE_FAILED = 'Could not log the offer. Please try again.';

const CHANNELS = { call: 'Call', email: 'Email', letter: 'Letter' } as const;
const MADE_BY = { me: 'You', creditor: 'The creditor' } as const;

interface Step {
  event: { id: string; completed: boolean };
  label: string;
}

export const SETTLED_LOG = 'This debt is settled: the offers above are kept as its record.';

interface OffersCardProps {
  userId: string;
  tradeline: { id: string; current_balance: number };
  offers: readonly Offer[];
  steps: readonly Step[];
  /** The debt is settled (its state): the log is its record, closed to new offers. */
  readOnly?: boolean;
}

export function OffersCard({
  userId,
  tradeline,
  offers,
  steps,
  readOnly = false,
}: OffersCardProps) {
  const gap = lastGap(offers);
  const [ask, setAsk] = useState<{ id: string; label: string } | null>(null);
  const first = steps.find((step) => step.label === 'First Negotiation' && !step.event.completed);

  return (
    <Card title="Offer log" headingLevel={3} id="offer-log">
      {offers.length === 0 ? (
        <EmptyState title="No offers yet">
          Log each offer, yours and the creditor's, as it is made.
        </EmptyState>
      ) : (
        <>
          {gap === null ? null : (
            <p>
              Gap between the last two offers: <strong>{formatUsdCents(Math.abs(gap))}</strong>
            </p>
          )}
          <ol className={layout.plainList} aria-label="Offers, newest first">
            {offers.map((offer) => (
              <li key={offer.id} className={styles.item}>
                <strong>{offer.by === 'me' ? 'You' : 'The creditor'}</strong> offered{' '}
                <strong>{formatUsdCents(offer.amount)}</strong> (
                {percentOfBalance(offer.amount, tradeline.current_balance)}% of the balance),{' '}
                {offer.payments === 1 ? 'lump sum' : `${offer.payments} payments`}, by{' '}
                {CHANNELS[offer.channel].toLowerCase()} on {formatCalendarDate(offer.date)}
                {offer.note ? <span className={styles.why}>{offer.note}</span> : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {readOnly ? (
        <p className={layout.muted}>{SETTLED_LOG}</p>
      ) : (
        <OfferForm
          tradelineId={tradeline.id}
          onLogged={() => {
            if (offers.length === 0 && first) setAsk({ id: first.event.id, label: first.label });
          }}
        />
      )}
      <StepConfirm userId={userId} step={ask} onClose={() => setAsk(null)}>
        <p>You logged your first offer. Is the First Negotiation step done?</p>
      </StepConfirm>
    </Card>
  );
}

function OfferForm({ tradelineId, onLogged }: { tradelineId: string; onLogged: () => void }) {
  const log = useLogOffer(tradelineId);
  const [by, setBy] = useState<keyof typeof MADE_BY>('me');
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
        <SelectField
          label="Made by"
          options={MADE_BY}
          value={by}
          onChange={(event) => setBy(event.target.value as keyof typeof MADE_BY)}
        />
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
        <SelectField
          label="Channel"
          options={CHANNELS}
          value={channel}
          onChange={(event) => setChannel(event.target.value as keyof typeof CHANNELS)}
        />
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
