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

/**
 * `formatUsd` keeping the cents of an amount that has them ($832.50; $3,420 stays whole): for
 * sums the user recorded and must pay to the cent, such as a settlement's agreed amount
 * (docs/decisions.md SW-9). Apart from `formatUsd` so that My Home's first screen does not carry it.
 */
export function formatUsdCents(amount: number): string {
  const inCents = Math.round(amount * 100);
  if (inCents % 100 === 0) return formatUsd(amount);
  const absolute = Math.abs(inCents);
  const text = `${formatUsd(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
  return inCents < 0 ? `-${text}` : text;
}

/**
 * An amount as a money field's starting text, agreeing with `formatUsdCents`: `832.50` for
 * $832.50, `3420` for $3,420.
 */
export function formatAmountInput(amount: number): string {
  const inCents = Math.round(amount * 100);
  return inCents % 100 === 0 ? String(inCents / 100) : (inCents / 100).toFixed(2);
}

/** A monthly price such as `$5/month`. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/month`;
}
