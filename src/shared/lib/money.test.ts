import { describe, expect, it } from 'vitest';
import { formatMonthly, formatUsd } from './money';

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

  it('formats a monthly price', () => {
    expect(formatMonthly(12)).toBe('$12/month');
  });
});
