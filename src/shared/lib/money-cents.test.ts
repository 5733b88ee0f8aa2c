import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';
import { formatAmountInput, formatUsdCents } from './money-cents';

describe('formatUsdCents', () => {
  it('formatUsdCents keeps the cents of an amount that has them, and only then', () => {
    expect(formatUsdCents(832.5)).toBe('$832.50');
    expect(formatUsdCents(1017.5)).toBe('$1,017.50');
    expect(formatUsdCents(1234567.05)).toBe('$1,234,567.05');
    expect(formatUsdCents(-0.4)).toBe('-$0.40');
    expect(formatUsdCents(3420)).toBe('$3,420');
    // Float noise below a cent is not a cent: 0.1 + 0.2 is $0.30, 3419.999999 is $3,420.
    expect(formatUsdCents(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsdCents(3419.999999)).toBe('$3,420');
    expect(formatUsd(832.5)).toBe('$833'); // the plain formatter stays whole dollars
  });

  it('formatUsdCents matches Intl.NumberFormat en-US currency with two decimals where there are cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0.01, 12.5, 999.99, 1000.1, 99_999.5, 1_234_567.49]) {
      expect(formatUsdCents(amount)).toBe(usd.format(amount));
      expect(formatUsdCents(-amount)).toBe(usd.format(-amount));
    }
  });
});

describe('formatAmountInput', () => {
  it('starts a money field with the same figure formatUsdCents shows', () => {
    expect(formatAmountInput(832.5)).toBe('832.50');
    expect(formatAmountInput(3420)).toBe('3420');
    expect(formatAmountInput(0.1 + 0.2)).toBe('0.30');
    expect(formatAmountInput(0)).toBe('0');
    for (const amount of [832.5, 3420, 1017.05, 0.3]) {
      expect(formatUsdCents(Number(formatAmountInput(amount)))).toBe(formatUsdCents(amount));
    }
  });
});
