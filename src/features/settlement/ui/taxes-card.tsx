/**
 * 'Taxes': the forgiven amount, whether a Form 1099-C is likely, and the insolvency worksheet of
 * IRS Publication 4681 for the part Form 982 may exclude. An estimate, not tax advice.
 */
import { useState } from 'react';
import { formatUsd } from '@/shared/lib/money';
import { formatUsdCents } from '@/shared/lib/money-cents';
import { Card, SelectField, TextField } from '@/shared/ui';
import type { Agreement } from '../contract';
import { settlementTarget } from '../model/plan';
import { FEDERAL_MARGINAL_RATES, NOT_TAX_ADVICE, taxEstimate } from '../model/taxes';
import layout from '@/shared/ui/styles/layout.module.css';
import styles from './settlement.module.css';

interface TaxesCardProps {
  tradeline: { current_balance: number };
  agreement: Agreement | null;
}

const RATE_OPTIONS = FEDERAL_MARGINAL_RATES.map((item) => ({
  value: String(item),
  label: `${item}%`,
}));

const amountOf = (text: string) => (text.trim() === '' ? null : Math.max(0, Number(text) || 0));

export function TaxesCard({ tradeline, agreement }: TaxesCardProps) {
  const balance = agreement?.balance_at_settlement ?? tradeline.current_balance;
  // Before an agreement, the estimate is for the target settlement.
  const agreed = agreement?.amount ?? settlementTarget(balance);
  const [liabilities, setLiabilities] = useState(
    agreement?.tax ? String(agreement.tax.liabilities) : '',
  );
  const [assets, setAssets] = useState(agreement?.tax ? String(agreement.tax.assets) : '');
  const [rate, setRate] = useState(String(agreement?.tax?.marginal_rate ?? 22));
  const owed = amountOf(liabilities);
  const owned = amountOf(assets);
  const worksheet = owed !== null && owned !== null ? { liabilities: owed, assets: owned } : null;
  const estimate = taxEstimate(balance, agreed, worksheet, Number(rate));

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
      <dl className={styles.figures} aria-label="Tax estimate">
        <div>
          <dt>Insolvent by</dt>
          <dd>{worksheet ? formatUsdCents(estimate.insolvency) : 'Fill in the worksheet'}</dd>
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
