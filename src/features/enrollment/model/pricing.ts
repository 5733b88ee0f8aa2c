/** The enrollment screen's monthly price (spec section 9) and the Stripe price items it bills. */
import type { z } from 'zod';
import type { PriceKeySchema, Program } from '../contract';

export const BASE_SUBSCRIPTION_PRICE = 5;
export const SAVINGS_SUPPORT_PRICE = 2;
export const NEGOTIATION_PRICES = { 0: 0, 1: 3, 2: 5 } as const;

/** Total = 5, plus 2 for savings, plus 3 for negotiation level 1 or 5 for level 2. */
export function monthlyTotal(
  program: Pick<Program, 'savings_support' | 'debt_negotiation'>,
): number {
  return (
    BASE_SUBSCRIPTION_PRICE +
    (program.savings_support ? SAVINGS_SUPPORT_PRICE : 0) +
    NEGOTIATION_PRICES[program.debt_negotiation]
  );
}

export type PriceKey = z.infer<typeof PriceKeySchema>;

/** What each Stripe price bills a month, in whole dollars (the prices configured in Stripe). */
export const PRICE_AMOUNTS: Record<PriceKey, number> = {
  base: BASE_SUBSCRIPTION_PRICE,
  savings: SAVINGS_SUPPORT_PRICE,
  negotiation1: NEGOTIATION_PRICES[1],
  negotiation2: NEGOTIATION_PRICES[2],
};

/**
 * The prices a subscription is made of: the base price, the savings price for savings support,
 * and a price of its own for each negotiation level. Spec section 7 bills level 1 with the
 * savings price ($2), which would charge less than the $3 the screen shows (decision
 * "Portal: Enrollment" 1), so level 1 has its own price.
 */
export function priceItems(
  program: Pick<Program, 'savings_support' | 'debt_negotiation'>,
): PriceKey[] {
  const items: PriceKey[] = ['base'];
  if (program.savings_support) items.push('savings');
  if (program.debt_negotiation === 1) items.push('negotiation1');
  if (program.debt_negotiation === 2) items.push('negotiation2');
  return items;
}

/** Active or trialing counts as the active subscription. */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export function isActiveStatus(status: string): boolean {
  return (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Subscription items: each price once, with how many times the program bills it. */
export function priceQuantities(keys: readonly PriceKey[]): { key: PriceKey; quantity: number }[] {
  const counts = new Map<PriceKey, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, quantity]) => ({ key, quantity }));
}

/** What a set of price items bills a month, in whole dollars. */
export function amountOf(items: readonly PriceKey[]): number {
  return items.reduce((sum, key) => sum + PRICE_AMOUNTS[key], 0);
}
