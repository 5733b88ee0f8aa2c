/** The one formatter for money: US dollars, US digit grouping, no decimals (spec section 9). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatUsd(amount: number): string {
  // Round half away from zero first so -0.4 shows as $0, not -$0.
  const rounded = Math.round(amount);
  return usd.format(rounded === 0 ? 0 : rounded);
}

/** A monthly price such as `$5/month`. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/month`;
}
