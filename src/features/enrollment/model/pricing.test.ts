import { describe, expect, it } from 'vitest';
import type { DebtNegotiationLevel } from '../contract';
import {
  PRICE_AMOUNTS,
  isActiveStatus,
  monthlyTotal,
  priceItems,
  priceQuantities,
} from './pricing';

/** All 12 programs (savings × negotiation level × email deflection), with the spec's totals. */
const TABLE: [boolean, DebtNegotiationLevel, boolean, number, string[]][] = [
  [false, 0, false, 5, ['base']],
  [false, 0, true, 5, ['base']],
  [true, 0, false, 7, ['base', 'savings']],
  [true, 0, true, 7, ['base', 'savings']],
  [false, 1, false, 8, ['base', 'negotiation1']],
  [false, 1, true, 8, ['base', 'negotiation1']],
  [true, 1, false, 10, ['base', 'savings', 'negotiation1']],
  [true, 1, true, 10, ['base', 'savings', 'negotiation1']],
  [false, 2, false, 10, ['base', 'negotiation2']],
  [false, 2, true, 10, ['base', 'negotiation2']],
  [true, 2, false, 12, ['base', 'savings', 'negotiation2']],
  [true, 2, true, 12, ['base', 'savings', 'negotiation2']],
];

describe('enrollment pricing', () => {
  it.each(TABLE)(
    'savings %s, negotiation %i, email %s: $%i/month from %j',
    (savings_support, debt_negotiation, email_opt_in, total, items) => {
      const program = { savings_support, debt_negotiation, email_opt_in };
      expect(monthlyTotal(program)).toBe(total);
      expect(priceItems(program)).toEqual(items);
      // What Stripe bills is what the screen shows.
      const billed = priceQuantities(priceItems(program)).reduce(
        (sum, { key, quantity }) => sum + PRICE_AMOUNTS[key] * quantity,
        0,
      );
      expect(billed).toBe(total);
    },
  );

  it('covers every combination once', () => {
    const keys = new Set(TABLE.map(([s, n, e]) => `${s}-${n}-${e}`));
    expect(keys.size).toBe(12);
  });

  it('prices the items at the spec amounts: $5 base, $2 savings, $3 and $5 negotiation', () => {
    expect(PRICE_AMOUNTS).toEqual({ base: 5, savings: 2, negotiation1: 3, negotiation2: 5 });
  });

  it('counts active and trialing as active', () => {
    expect(isActiveStatus('active')).toBe(true);
    expect(isActiveStatus('trialing')).toBe(true);
    expect(isActiveStatus('past_due')).toBe(false);
  });
});
