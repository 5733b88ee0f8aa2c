import { BRAND_NAME } from '@/shared/config/brand';
import styles from './enrollment.module.css';

/** What the product does and does not do (spec section 1), next to the price. */
export function PlainStatement() {
  return (
    <div className={styles.statement}>
      <h3 className={styles.statementTitle}>What you pay for</h3>
      <p>
        {BRAND_NAME} gives you a plan, training, tools and support to negotiate with your creditors
        yourself. It is not a debt settlement company and does not provide loans.
      </p>
      <ul>
        <li>We do not negotiate for you: you decide on every offer, at every level.</li>
        <li>We give no legal or financial advice and do not guarantee any result.</li>
        <li>You stay responsible for your debts and their payments.</li>
        <li>
          You pay monthly from your bank account until you cancel; months already paid are not
          refunded.
        </li>
      </ul>
    </div>
  );
}
