/** 'What we know about the debt': holder, collector, last four digits, last payment, walk-away. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePaymentCheck } from '@/features/letters';
import { profileIdentityQuery, useSaveProfileIdentity } from '@/features/profile';
import { detailOr } from '@/shared/api';
import { HOLDER_LABELS, HOLDERS, type Holder } from '@/shared/lib/debt-holders';
import { US_STATES } from '@/shared/lib/us-state-names';
import type { UsStateCode } from '@/shared/lib/us-states';
import { Alert, Button, Card, LoadingBlock, SelectField, TextField } from '@/shared/ui';
import {
  UpdateDebtDetailsBodySchema,
  type DebtDetails,
  type UpdateDebtDetailsBody,
} from '../contract';
import { debtDetailsQuery } from '../api/settlement.queries';
import { useSaveDebtDetails } from '../api/use-debt-details-mutation';
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
        <Alert
          action={
            <Button
              variant="secondary"
              onClick={() => {
                if (details.isError) void details.refetch();
                if (identity.isError) void identity.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {DETAILS_LOAD_FAILED}
        </Alert>
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
  const [holder, setHolder] = useState<Holder | ''>(details.holder_kind ?? '');
  const [collector, setCollector] = useState(details.collector_name ?? '');
  const [lastFour, setLastFour] = useState(details.account_last_four ?? '');
  const [lastPayment, setLastPayment] = useState(details.last_payment_date ?? '');
  const [walkAway, setWalkAway] = useState(
    details.walk_away === null ? '' : String(details.walk_away),
  );
  const [state, setState] = useState<UsStateCode | ''>(savedState ?? '');
  const saved = details.mailing_address;
  const [address, setAddress] = useState({
    line1: saved?.line1 ?? '',
    line2: saved?.line2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    postal_code: saved?.postal_code ?? '',
  });
  const setPart = (part: keyof typeof address) => (value: string) =>
    setAddress((current) => ({ ...current, [part]: value }));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = UpdateDebtDetailsBodySchema.safeParse({
      holder_kind: holder === '' ? null : holder,
      collector_name: collector.trim() === '' ? null : collector,
      account_last_four: lastFour.trim() === '' ? null : lastFour,
      // Optional: all empty clears it; a part given asks for the rest.
      mailing_address: Object.values(address).every((part) => part.trim() === '')
        ? null
        : { ...address, line2: address.line2.trim() === '' ? null : address.line2 },
      last_payment_date: lastPayment === '' ? null : lastPayment,
      walk_away: walkAway.trim() === '' ? null : Number(walkAway),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DETAILS_SAVE_FAILED);
      return;
    }
    setError(null);
    payment.checkLastPayment(details.last_payment_date, parsed.data.last_payment_date ?? null, () =>
      saveDetails(parsed.data),
    );
  };

  const saveDetails = (body: UpdateDebtDetailsBody) =>
    save.mutate(body, {
      onSuccess: () => {
        if (state === (savedState ?? '')) {
          setDone(true);
          return;
        }
        saveState.mutate(
          { state: state === '' ? null : state },
          {
            onSuccess: () => setDone(true),
            onError: (failure) => setError(detailOr(failure, DETAILS_SAVE_FAILED)),
          },
        );
      },
      onError: (failure) => setError(detailOr(failure, DETAILS_SAVE_FAILED)),
    });

  return (
    <form
      method="dialog"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Debt details"
    >
      <div className={styles.row}>
        <SelectField
          label="Who holds it now"
          options={HOLDER_OPTIONS}
          value={holder}
          onChange={(event) => setHolder(event.target.value as Holder | '')}
        />
        <TextField
          label="Collector's name"
          value={collector}
          onChange={(event) => setCollector(event.target.value)}
          hint="The collection agency or debt buyer, if it is not the original creditor."
        />
        <TextField
          label="Account's last four digits"
          value={lastFour}
          inputMode="numeric"
          maxLength={4}
          onChange={(event) => setLastFour(event.target.value)}
        />
        <TextField
          label="Date of the last payment"
          type="date"
          value={lastPayment}
          onChange={(event) => setLastPayment(event.target.value)}
        />
        <TextField
          label="Walk-away maximum"
          type="number"
          prefix="$"
          value={walkAway}
          onChange={(event) => setWalkAway(event.target.value)}
          hint="The most you will pay to settle this debt."
        />
        <SelectField
          label="The state you live in"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => setState(event.target.value as UsStateCode | '')}
        />
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
            value={address.line1}
            autoComplete="off"
            onChange={(event) => setPart('line1')(event.target.value)}
          />
          <TextField
            label="Suite or unit"
            value={address.line2}
            autoComplete="off"
            onChange={(event) => setPart('line2')(event.target.value)}
          />
          <TextField
            label="City"
            value={address.city}
            autoComplete="off"
            onChange={(event) => setPart('city')(event.target.value)}
          />
          <SelectField
            label="State"
            options={STATE_OPTIONS}
            value={address.state}
            onChange={(event) => setPart('state')(event.target.value)}
          />
          <TextField
            label="ZIP code"
            value={address.postal_code}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            onChange={(event) => setPart('postal_code')(event.target.value)}
          />
        </div>
      </fieldset>
      {error ? <Alert>{error}</Alert> : null}
      {done ? (
        <p role="status" className={layout.muted}>
          {DETAILS_SAVED}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending || saveState.isPending}>
          Save details
        </Button>
      </div>
      {payment.dialog}
    </form>
  );
}
