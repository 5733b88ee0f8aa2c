/**
 * The one formatter for money: US dollars, US digit grouping, no decimals (spec section 9).
 * Written out rather than with `Intl.NumberFormat`: building that formatter loads ICU's currency
 * data, which held a phone's main thread for about 70 ms on My Home's first render (Lighthouse).
 */
export function formatUsd(amount: number): string {
  // Whole dollars first, so -0.4 shows as $0, not -$0.
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-$${digits}` : `$${digits}`;
}

/** A monthly price such as `$5/month`. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/month`;
}
