/** 'What we know about the debt': holder, collector, last four digits, last payment, walk-away. */
import { useQuery } from '@tanstack/react-query';
import { usePaymentCheck } from '@/features/letters';
import { profileIdentityQuery, useSaveProfileIdentity } from '@/features/profile';
import { detailOr } from '@/shared/api';
import { HOLDER_LABELS, HOLDERS } from '@/shared/lib/debt-holders';
import { US_STATES } from '@/shared/lib/us-state-names';
import type { UsStateCode } from '@/shared/lib/us-states';
import { Card, LoadingBlock, ReadFailed, SelectField, TextField } from '@/shared/ui';
import type { DebtDetails, UpdateDebtDetailsBody } from '../contract';
import { debtDetailsQuery } from '../api/settlement.queries';
import { useSaveDebtDetails } from '../api/use-debt-details-mutation';
import { DetailsFormSchema, detailsMessage } from '../model/forms';
import { CardForm, SubmitFoot } from './card-form';
import { useCardForm } from './use-card-form';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

export const DETAILS_LOAD_FAILED = 'Could not load what we know about this debt. Please try again.';
export const DETAILS_SAVE_FAILED = 'Could not save the details. Please try again.';
export const DETAILS_SAVED = 'Details saved.';

const HOLDER_OPTIONS = [
  { value: '', label: 'Not known' },
  ...HOLDERS.map((item) => ({ value: item, label: HOLDER_LABELS[item] })),
];
const STATE_OPTIONS = [
  { value: '', label: 'Not given' },
  ...US_STATES.map((item) => ({ value: item.code, label: item.name })),
];

interface DetailsCardProps {
  userId: string;
  tradeline: { id: string };
}

export function DetailsCard({ userId, tradeline }: DetailsCardProps) {
  const details = useQuery(debtDetailsQuery(tradeline.id));
  const identity = useQuery(profileIdentityQuery(userId));
  const failed = details.isError || identity.isError;
  return (
    <Card title="What we know about the debt" headingLevel={3} id="debt-details">
      {failed ? (
        <ReadFailed reads={[details, identity]}>{DETAILS_LOAD_FAILED}</ReadFailed>
      ) : details.data && identity.data !== undefined ? (
        <DetailsForm
          userId={userId}
          tradelineId={tradeline.id}
          details={details.data}
          savedState={identity.data?.state ?? null}
        />
      ) : (
        <LoadingBlock label="Loading the details" lines={3} />
      )}
    </Card>
  );
}

function DetailsForm({
  userId,
  tradelineId,
  details,
  savedState,
}: {
  userId: string;
  tradelineId: string;
  details: DebtDetails;
  /** The profile's state, null until the user gives it. */
  savedState: UsStateCode | null;
}) {
  const save = useSaveDebtDetails(tradelineId);
  const saveState = useSaveProfileIdentity(userId);
  // Issue 28: a later last payment logs a payment, which asks first when the rules say so.
  const payment = usePaymentCheck(tradelineId, 'Save details');
  const saved = details.mailing_address;
  const { register, handleSubmit, getValues, refusal } = useCardForm(
    DetailsFormSchema,
    {
      holder: details.holder_kind ?? '',
      collector: details.collector_name ?? '',
      lastFour: details.account_last_four ?? '',
      lastPayment: details.last_payment_date ?? '',
      walkAway: details.walk_away === null ? '' : String(details.walk_away),
      state: savedState ?? '',
      address: {
        line1: saved?.line1 ?? '',
        line2: saved?.line2 ?? '',
        city: saved?.city ?? '',
        state: saved?.state ?? '',
        postal_code: saved?.postal_code ?? '',
      },
    },
    detailsMessage,
  );
  const failure = save.error ?? saveState.error;
  const error = refusal ?? (failure ? detailOr(failure, DETAILS_SAVE_FAILED) : null);
  // Saved: the details, and the profile's state when it changed (else that save never ran).
  const done = save.isSuccess && (saveState.isIdle || saveState.isSuccess);

  const startOver = () => {
    save.reset();
    saveState.reset();
  };
  const submit = handleSubmit((body) => {
    startOver();
    payment.checkLastPayment(details.last_payment_date, body.last_payment_date ?? null, () =>
      saveDetails(body),
    );
  }, startOver);

  const saveDetails = (body: UpdateDebtDetailsBody) =>
    save.mutate(body, {
      onSuccess: () => {
        const state = getValues('state') as UsStateCode | '';
        if (state !== (savedState ?? '')) saveState.mutate({ state: state === '' ? null : state });
      },
    });

  return (
    <CardForm label="Debt details" onSubmit={submit}>
      <div className={styles.row}>
        <SelectField label="Who holds it now" options={HOLDER_OPTIONS} {...register('holder')} />
        <TextField
          label="Collector's name"
          hint="The collection agency or debt buyer, if it is not the original creditor."
          {...register('collector')}
        />
        <TextField
          label="Account's last four digits"
          inputMode="numeric"
          maxLength={4}
          {...register('lastFour')}
        />
        <TextField label="Date of the last payment" type="date" {...register('lastPayment')} />
        <TextField
          label="Walk-away maximum"
          type="number"
          prefix="$"
          hint="The most you will pay to settle this debt."
          {...register('walkAway')}
        />
        <SelectField label="The state you live in" options={STATE_OPTIONS} {...register('state')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Where letters about it go (optional)</legend>
        <p className={layout.muted}>
          The collector&rsquo;s mailing address, or the creditor&rsquo;s while no collector has the
          debt: the letters print it in the envelope&rsquo;s window.
        </p>
        <div className={styles.row}>
          <TextField
            label="Street address or PO box"
            autoComplete="off"
            {...register('address.line1')}
          />
          <TextField label="Suite or unit" autoComplete="off" {...register('address.line2')} />
          <TextField label="City" autoComplete="off" {...register('address.city')} />
          <SelectField label="State" options={STATE_OPTIONS} {...register('address.state')} />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            {...register('address.postal_code')}
          />
        </div>
      </fieldset>
      <SubmitFoot error={error} submit="Save details" busy={save.isPending || saveState.isPending}>
        {done ? (
          <p role="status" className={layout.muted}>
            {DETAILS_SAVED}
          </p>
        ) : null}
      </SubmitFoot>
      {payment.dialog}
    </CardForm>
  );
}
