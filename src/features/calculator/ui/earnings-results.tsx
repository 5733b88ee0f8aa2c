import { formatUsd } from '@/shared/lib/money';
import { InfoTooltip } from '@/shared/ui/tooltip/tooltip';
import { ANNUAL_UNIT } from '../model/ceo-tiers';
import type { Earnings } from '../model/earnings';
import styles from './earnings-calculator.module.css';

/** The two results with their explanations and the chief-executive comparison. */
export function EarningsResults({ earnings }: { earnings: Earnings }) {
  return (
    <section aria-label="Your results" className={styles.resultCard}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            Targeted savings
            <InfoTooltip
              label="More about Targeted savings"
              content="45% of your total debt. Settlements often close well below the full balance, so this is what we help you set aside to settle every debt."
            />
          </dt>
          <dd>{formatUsd(earnings.targetedSavings)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            Your hourly pay
            <InfoTooltip
              label="More about Your hourly pay"
              content="Your total debt divided by the working time it takes to save your targeted savings from your disposable income (income minus expenses), counting 5 of every 12 months as working time."
            />
          </dt>
          <dd>{earnings.hourlyPay === null ? '$0' : formatUsd(earnings.hourlyPay)}</dd>
        </div>
      </dl>
      {earnings.match && earnings.hourlyPay !== null ? (
        <p className={styles.comparison}>
          That is about what {lowerFirst(earnings.match.ceo)} earns: roughly{' '}
          {formatUsd(earnings.match.hourlyPay)} an hour, or{' '}
          {formatUsd(earnings.match.annual * ANNUAL_UNIT)} a year.
        </p>
      ) : (
        <p className={styles.comparison}>
          With no debt to settle there is nothing to save, so there is no hourly pay to compare.
        </p>
      )}
      <p className={styles.note}>
        Chief-executive pay is shown as typical tiers for kinds of companies, not as any named
        person&apos;s pay. Hourly figures assume a 2,000-hour working year.
      </p>
    </section>
  );
}

function lowerFirst(text: string): string {
  return text.startsWith('The ')
    ? `the ${text.slice(4)}`
    : text.charAt(0).toLowerCase() + text.slice(1);
}
