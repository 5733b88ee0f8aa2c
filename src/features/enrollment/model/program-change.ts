/**
 * How a program change reaches a running subscription so that every period is billed at the
 * highest level used in it (spec section 9): a raise (a higher negotiation level, savings added)
 * applies at once and Stripe invoices the rest of the period prorated; a lowering applies from
 * the next billing date, and until then the user keeps (and has paid for) the higher level.
 */
import type { PriceKey } from './pricing';

/** One update of the Stripe subscription's items. */
export interface ItemsUpdate {
  items: PriceKey[];
  /** `always_invoice`: the raise is invoiced now, prorated; `none`: from the next invoice. */
  proration: 'always_invoice' | 'none';
}

export interface ProgramChangePlan {
  /** The Stripe updates, in order; none when Stripe already bills what is wanted. */
  updates: ItemsUpdate[];
  /** The items billed in the current period after the change: what the user is entitled to. */
  items: PriceKey[];
  /** The items from the next billing date when lower than `items`; null when the same. */
  scheduled: PriceKey[] | null;
}

const ORDER: readonly PriceKey[] = ['base', 'savings', 'negotiation1', 'negotiation2'];
const normal = (items: readonly PriceKey[]) => ORDER.filter((key) => items.includes(key));
const same = (a: readonly PriceKey[], b: readonly PriceKey[]) =>
  normal(a).join() === normal(b).join();
const level = (items: readonly PriceKey[]) =>
  items.includes('negotiation2') ? 2 : items.includes('negotiation1') ? 1 : 0;

/** Each item at the higher of the two: savings when either has it, the higher level. */
export function highest(a: readonly PriceKey[], b: readonly PriceKey[]): PriceKey[] {
  const items: PriceKey[] = ['base'];
  if (a.includes('savings') || b.includes('savings')) items.push('savings');
  const top = Math.max(level(a), level(b));
  if (top > 0) items.push(top === 1 ? 'negotiation1' : 'negotiation2');
  return items;
}

/**
 * The plan for a program change: `billed` is what the current period bills, `scheduled` a
 * lowering already waiting for the next billing date (Stripe already bills it from there),
 * `wanted` the new program's items.
 */
export function planProgramChange({
  billed,
  scheduled,
  wanted,
}: {
  billed: readonly PriceKey[];
  scheduled: readonly PriceKey[] | null;
  wanted: readonly PriceKey[];
}): ProgramChangePlan {
  const now = highest(billed, wanted);
  const updates: ItemsUpdate[] = [];
  let atStripe = normal(scheduled ?? billed);
  if (!same(now, billed)) {
    // Prorate from what was paid for this period, not from a lowering waiting at Stripe.
    if (!same(atStripe, billed)) updates.push({ items: normal(billed), proration: 'none' });
    updates.push({ items: now, proration: 'always_invoice' });
    atStripe = now;
  }
  if (!same(wanted, atStripe)) updates.push({ items: normal(wanted), proration: 'none' });
  return { updates, items: now, scheduled: same(wanted, now) ? null : normal(wanted) };
}
