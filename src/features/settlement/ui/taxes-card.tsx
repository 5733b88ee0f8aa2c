/**
 * 'Taxes': the forgiven amount, whether a Form 1099-C is likely, and the insolvency worksheet of
 * IRS Publication 4681 for the part Form 982 may exclude. An estimate, not tax advice.
 */
import { useWatch } from 'react-hook-form';
import { detailOr } from '@/shared/api';
import { formatUsd } from '@/shared/lib/money';
import { formatAmountInput, formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, Card, SelectField, TextField } from '@/shared/ui';
import type { Agreement } from '../contract';
import { useSaveTaxWorksheet } from '../api/use-workspace-mutations';
import { TaxFormSchema, taxMessage } from '../model/forms';
import { settlementTarget } from '../model/plan';
import { FEDERAL_MARGINAL_RATES, NOT_TAX_ADVICE, taxEstimate } from '../model/taxes';
import { useCardForm } from './use-card-form';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

export const TAX_SAVE_FAILED = 'Could not save the worksheet. Please try again.';
export const TAX_SAVED = 'The worksheet is saved with the agreement.';
export const TAX_NEEDS_AGREEMENT =
  'Save the written agreement first: the worksheet is kept with it.';

interface TaxesCardProps {
  tradeline: { id: string; current_balance: number };
  agreement: Agreement | null;
  /** What the user's other debts still owe (their tradelines' `owed`): the worksheet's start. */
  otherDebts: number;
}

const RATE_OPTIONS = FEDERAL_MARGINAL_RATES.map((item) => ({
  value: String(item),
  label: `${item}%`,
}));

export function TaxesCard({ tradeline, agreement, otherDebts }: TaxesCardProps) {
  const balance = agreement?.balance_at_settlement ?? tradeline.current_balance;
  // Before an agreement, the estimate is for the target settlement.
  const agreed = agreement?.amount ?? settlementTarget(balance);
  const saved = agreement?.tax ?? null;
  const save = useSaveTaxWorksheet(tradeline.id);
  const { register, handleSubmit, control, refusal } = useCardForm(
    TaxFormSchema,
    // Prefilled with what the product knows: this debt before settling and the other debts.
    {
      liabilities: formatAmountInput(saved ? saved.liabilities : balance + otherDebts),
      assets: saved ? formatAmountInput(saved.assets) : '',
      rate: String(saved?.marginal_rate ?? 22),
    },
    taxMessage,
  );
  const rate = useWatch({ control, name: 'rate' });
  // The estimate reads the saved worksheet, never the fields being typed (the bracket aside).
  const estimate = taxEstimate(
    balance,
    agreed,
    saved && { liabilities: saved.liabilities, assets: saved.assets },
    saved?.marginal_rate ?? Number(rate),
  );
  const message = refusal
    ? { error: true, text: refusal }
    : save.isError
      ? { error: true, text: detailOr(save.error, TAX_SAVE_FAILED) }
      : save.isSuccess
        ? { error: false, text: TAX_SAVED }
        : null;

  const submit = handleSubmit(
    (body) => save.mutate(body),
    () => save.reset(),
  );

  return (
    <Card title="Taxes" headingLevel={3}>
      <p>
        {agreement ? 'With your agreement' : 'If you settle at the target'}, the creditor forgives{' '}
        <strong>{formatUsdCents(estimate.forgiven)}</strong> ({formatUsdCents(balance)} balance
        minus {formatUsdCents(agreed)} paid).
      </p>
      <p>
        {estimate.form1099C
          ? 'That is $600 or more, so the creditor will likely send you a Form 1099-C (Cancellation of Debt). The IRS gets a copy.'
          : 'That is under $600, so the creditor does not have to send a Form 1099-C. Forgiven debt can still count as income.'}
      </p>
      <h4>Insolvency worksheet (IRS Publication 4681)</h4>
      <p className={layout.muted}>
        If you owed more than everything you owned was worth just before the settlement, you were
        insolvent, and forgiven debt up to that difference may be left out of your income with Form
        982.
      </p>
      <form
        method="dialog"
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Insolvency worksheet"
      >
        <div className={styles.row}>
          <TextField
            label="Everything you owed just before"
            type="number"
            prefix="$"
            hint="All debts: cards, loans, mortgage, this debt too."
            {...register('liabilities')}
          />
          <TextField
            label="What everything you owned was worth"
            type="number"
            prefix="$"
            hint="Fair market value: home, car, accounts, retirement savings."
            {...register('assets')}
          />
          <SelectField
            label="Your federal tax bracket"
            options={RATE_OPTIONS}
            {...register('rate')}
          />
        </div>
        {message ? (
          message.error ? (
            <Alert>{message.text}</Alert>
          ) : (
            <p role="status">{message.text}</p>
          )
        ) : null}
        {agreement ? (
          <div>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              Save the worksheet
            </Button>
          </div>
        ) : (
          <p className={layout.muted}>{TAX_NEEDS_AGREEMENT}</p>
        )}
      </form>
      <dl className={styles.figures} aria-label="Tax estimate">
        <div>
          <dt>Insolvent by</dt>
          <dd>{saved ? formatUsdCents(estimate.insolvency) : 'Save the worksheet'}</dd>
        </div>
        <div>
          <dt>May be excluded (Form 982)</dt>
          <dd>{formatUsdCents(estimate.excluded)}</dd>
        </div>
        <div>
          <dt>Taxable part</dt>
          <dd>{formatUsdCents(estimate.taxable)}</dd>
        </div>
        <div>
          <dt>Estimated federal tax</dt>
          <dd>{formatUsd(estimate.estimatedTax ?? 0)}</dd>
        </div>
      </dl>
      <p>
        <strong>{NOT_TAX_ADVICE}</strong> SelfSettle gives no legal or financial advice; a tax
        professional can tell you what applies to you.
      </p>
    </Card>
  );
}
