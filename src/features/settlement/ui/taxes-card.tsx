/**
 * 'Taxes': the forgiven amount, whether a Form 1099-C is likely, and the insolvency worksheet of
 * IRS Publication 4681 for the part Form 982 may exclude. An estimate, not tax advice.
 */
import { useState, type FormEvent } from 'react';
import { detailOr } from '@/shared/api';
import { formatUsd } from '@/shared/lib/money';
import { formatAmountInput, formatUsdCents } from '@/shared/lib/money-cents';
import { Alert, Button, Card, SelectField, TextField } from '@/shared/ui';
import { TaxInputSchema, type Agreement } from '../contract';
import { useSaveTaxWorksheet } from '../api/use-workspace-mutations';
import { settlementTarget } from '../model/plan';
import { FEDERAL_MARGINAL_RATES, NOT_TAX_ADVICE, taxEstimate } from '../model/taxes';
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
  // Prefilled with what the product knows: this debt before settling and the other debts.
  const [liabilities, setLiabilities] = useState(
    formatAmountInput(saved ? saved.liabilities : balance + otherDebts),
  );
  const [assets, setAssets] = useState(saved ? formatAmountInput(saved.assets) : '');
  const [rate, setRate] = useState(String(saved?.marginal_rate ?? 22));
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const save = useSaveTaxWorksheet(tradeline.id);
  // The estimate reads the saved worksheet, never the fields being typed.
  const estimate = taxEstimate(
    balance,
    agreed,
    saved && { liabilities: saved.liabilities, assets: saved.assets },
    saved?.marginal_rate ?? Number(rate),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TaxInputSchema.safeParse({
      liabilities: liabilities.trim() === '' ? Number.NaN : Number(liabilities),
      assets: assets.trim() === '' ? Number.NaN : Number(assets),
      marginal_rate: Number(rate),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({
        error: true,
        text:
          issue?.code === 'not_multiple_of'
            ? issue.message
            : 'Enter what you owed and what you owned, in dollars.',
      });
      return;
    }
    setMessage(null);
    save.mutate(parsed.data, {
      onSuccess: () => setMessage({ error: false, text: TAX_SAVED }),
      onError: (failure) => setMessage({ error: true, text: detailOr(failure, TAX_SAVE_FAILED) }),
    });
  };

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
            value={liabilities}
            onChange={(event) => setLiabilities(event.target.value)}
            hint="All debts: cards, loans, mortgage, this debt too."
          />
          <TextField
            label="What everything you owned was worth"
            type="number"
            prefix="$"
            value={assets}
            onChange={(event) => setAssets(event.target.value)}
            hint="Fair market value: home, car, accounts, retirement savings."
          />
          <SelectField
            label="Your federal tax bracket"
            options={RATE_OPTIONS}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
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
