import { describe, expect, it } from 'vitest';
import { isActiveStatus, monthlyTotal, priceItems } from './pricing';

describe('enrollment pricing', () => {
  it('adds savings and negotiation to the $5 base', () => {
    expect(monthlyTotal({ savings_support: false, debt_negotiation: 0 })).toBe(5);
    expect(monthlyTotal({ savings_support: true, debt_negotiation: 0 })).toBe(7);
    expect(monthlyTotal({ savings_support: false, debt_negotiation: 1 })).toBe(8);
    expect(monthlyTotal({ savings_support: true, debt_negotiation: 2 })).toBe(12);
  });

  it('bills level 1 with the savings price and level 2 with its own', () => {
    expect(priceItems({ savings_support: false, debt_negotiation: 0 })).toEqual(['base']);
    expect(priceItems({ savings_support: true, debt_negotiation: 1 })).toEqual([
      'base',
      'savings',
      'savings',
    ]);
    expect(priceItems({ savings_support: false, debt_negotiation: 2 })).toEqual([
      'base',
      'negotiation2',
    ]);
  });

  it('counts active and trialing as active', () => {
    expect(isActiveStatus('active')).toBe(true);
    expect(isActiveStatus('trialing')).toBe(true);
    expect(isActiveStatus('past_due')).toBe(false);
  });
});
