/**
 * The one formatter for money: US dollars, US digit grouping, no decimals (spec section 9).
 * Written out rather than with `Intl.NumberFormat`: building that formatter loads ICU's currency
 * data, which held a phone's main thread for about 70 ms on My Home's first render (Lighthouse).
 *
 * `cents: true` keeps the cents of an amount that has them ($832.50; $3,420 stays whole): for
 * sums the user recorded and must pay to the cent, such as a settlement's agreed amount
 * (docs/decisions.md SW-9).
 */
export function formatUsd(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const inCents = Math.round(amount * 100);
  if (!cents || inCents % 100 === 0) {
    // Whole dollars first, so -0.4 shows as $0, not -$0.
    const rounded = Math.round(amount);
    return signed(rounded < 0, groupDigits(Math.abs(rounded)));
  }
  const absolute = Math.abs(inCents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return signed(inCents < 0, `${groupDigits(Math.floor(absolute / 100))}.${fraction}`);
}

function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

function signed(negative: boolean, digits: string): string {
  return negative ? `-$${digits}` : `$${digits}`;
}

/** The option that keeps cents: `formatUsd(amount, WITH_CENTS)`. */
export const WITH_CENTS = { cents: true } as const;

/**
 * An amount as a money field's starting text, agreeing with `formatUsd(amount, { cents: true })`:
 * `832.50` for $832.50, `3420` for $3,420.
 */
export function formatAmountInput(amount: number): string {
  const inCents = Math.round(amount * 100);
  return inCents % 100 === 0 ? String(inCents / 100) : (inCents / 100).toFixed(2);
}

/** A monthly price such as `$5/month`. */
export function formatMonthly(amount: number): string {
  return `${formatUsd(amount)}/month`;
}
