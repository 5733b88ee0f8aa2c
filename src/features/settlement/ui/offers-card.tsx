/** The offer log: 'Log an offer', the offers newest first, the gap between the last two. */
import { useState } from 'react';
import { detailOr } from '@/shared/api';
import { formatCalendarDate, todayIn } from '@/shared/lib/dates';
import { formatUsdCents } from '@/shared/lib/money-cents';
import { Card, EmptyState, SelectField, TextField } from '@/shared/ui';
import type { Offer } from '../contract';
import { useLogOffer } from '../api/use-workspace-mutations';
import { OfferFormSchema, offerMessage } from '../model/forms';
import { lastGap } from '../model/offers';
import { percentOfBalance } from '../model/plan';
import { CardForm, SubmitFoot } from './card-form';
import { StepConfirm } from './step-confirm';
import { useCardForm } from './use-card-form';
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
  const { register, handleSubmit, resetField, refusal } = useCardForm(
    OfferFormSchema,
    { by: 'me', date: todayIn(), amount: '', payments: '1', channel: 'call', note: '' },
    offerMessage,
  );
  const error = refusal ?? (log.isError ? detailOr(log.error, OFFER_SAVE_FAILED) : null);

  const submit = handleSubmit(
    (body) =>
      log.mutate(body, {
        onSuccess: () => {
          resetField('amount');
          resetField('note');
          onLogged();
        },
      }),
    () => log.reset(),
  );

  return (
    <CardForm label="Log an offer" onSubmit={submit}>
      <h4>Log an offer</h4>
      <div className={styles.row}>
        <SelectField label="Made by" options={MADE_BY} {...register('by')} />
        <TextField label="Date" type="date" {...register('date')} />
        <TextField label="Amount" type="number" prefix="$" {...register('amount')} />
        <TextField
          label="Number of payments"
          type="number"
          hint="1 for a lump sum."
          {...register('payments')}
        />
        <SelectField label="Channel" options={CHANNELS} {...register('channel')} />
        <TextField label="Note" {...register('note')} />
      </div>
      <SubmitFoot error={error} submit="Log an offer" busy={log.isPending} />
    </CardForm>
  );
}
