/**
 * Money to the cent, for the settlement workspace's recorded sums (docs/decisions.md SW-9). A
 * module apart from `money.ts`: what a lazy page takes from a module the first screen also loads
 * is bundled with that screen (0.2 KB gzip on the portal's first screen).
 */
import { formatUsd } from './money';

/**
 * `formatUsd` keeping the cents of an amount that has them ($832.50; $3,420 stays whole): for
 * sums the user recorded and must pay to the cent, such as a settlement's agreed amount
 * (docs/decisions.md SW-9).
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
