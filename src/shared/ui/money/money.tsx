import { formatUsd } from '../../lib/money';
import styles from './money.module.css';

interface MoneyProps {
  amount: number;
  /** Show negative amounts in red (Net After Debt Payments below zero). */
  highlightNegative?: boolean;
}

/** A USD amount with no decimals. */
export function Money({ amount, highlightNegative = false }: MoneyProps) {
  const negative = highlightNegative && Math.round(amount) < 0;
  return (
    <span className={negative ? styles.negative : undefined} data-negative={negative || undefined}>
      {formatUsd(amount)}
    </span>
  );
}
