import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatMonthly, formatUsd, formatUsdCents } from './money';

describe('formatUsd', () => {
  it('formats whole dollars with US grouping and no decimals', () => {
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(0)).toBe('$0');
  });

  it('rounds cents away', () => {
    expect(formatUsd(99.5)).toBe('$100');
    expect(formatUsd(10.49)).toBe('$10');
  });

  it('shows negative amounts with a minus sign and never a negative zero', () => {
    expect(formatUsd(-1500)).toBe('-$1,500');
    expect(formatUsd(-0.4)).toBe('$0');
  });

  it('matches Intl.NumberFormat en-US currency across magnitudes and signs', () => {
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const amount of [1, 12, 999, 1000, 99_999.5, 100_000, 1_234_567.49, 100_000_000]) {
      expect(formatUsd(amount)).toBe(usd.format(Math.round(amount)));
      expect(formatUsd(-amount)).toBe(usd.format(Math.round(-amount)));
    }
  });

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

  it('formats a monthly price', () => {
    expect(formatMonthly(12)).toBe('$12/month');
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
