import { BRAND_NAME } from '@/shared/config/brand';
import styles from './home.module.css';

interface Row {
  topic: string;
  us: string;
  them: string;
}

/** The eight rows of the us-versus-them table (spec section 2.2). */
export const COMPARISON_ROWS: readonly Row[] = [
  {
    topic: 'Cost',
    us: 'From $2 a month, usage-based. Cancel any time.',
    them: 'Fees of up to about 25% of your total debt.',
  },
  {
    topic: 'Effort',
    us: 'About 5 hours per debt, coached at every step.',
    them: 'Little effort, but you give up control of your accounts.',
  },
  {
    topic: 'Time',
    us: 'Settle each debt as soon as your savings reach its target.',
    them: 'Programs commonly run 2 to 4 years.',
  },
  {
    topic: 'Credit score',
    us: 'You decide when and how to settle, and ask for "Paid in Full" or "Settled in Full" reporting.',
    them: 'You are usually told to stop paying creditors, which lowers your score.',
  },
  {
    topic: 'Financial plan',
    us: 'A personal plan with targeted savings and a timeline for every debt.',
    them: 'A fixed deposit schedule set by the company.',
  },
  {
    topic: 'Spam intercept',
    us: 'Creditor calls and emails intercepted, with weekly summaries.',
    them: 'Not included: collection calls keep coming.',
  },
  {
    topic: 'Account monitoring',
    us: 'Your accounts and balances watched for changes.',
    them: 'Not included.',
  },
  {
    topic: 'Assisted negotiations',
    us: 'Live coaching on your own calls by an agent or AI the creditor never hears.',
    them: 'They negotiate for you and you are not on the call.',
  },
];

export function ComparisonTable() {
  // On a phone the table scrolls sideways inside its box: keyboard users need to reach that box
  // to scroll it, so it is a named, focusable region.
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id="comparison-caption" className={styles.caption}>
          {BRAND_NAME} compared with a debt settlement company
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{BRAND_NAME}</th>
            <th scope="col">Debt settlement companies</th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.topic}>
              <th scope="row">{row.topic}</th>
              <td>{row.us}</td>
              <td>{row.them}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
