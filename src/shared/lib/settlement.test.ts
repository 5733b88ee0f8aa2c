import { describe, expect, it } from 'vitest';
import { estimatedMonths, targetedSavings } from './settlement';

describe('settlement arithmetic', () => {
  it('targets 45% of the total debt, rounded', () => {
    expect(targetedSavings(10_000)).toBe(4500);
    expect(targetedSavings(12_345)).toBe(5555); // 5555.25
    expect(targetedSavings(1)).toBe(0); // 0.45
  });

  it('estimates months as the ceiling of debt over net income, N/A without net income', () => {
    expect(estimatedMonths(12_000, 1_000)).toBe(12);
    expect(estimatedMonths(12_001, 1_000)).toBe(13);
    expect(estimatedMonths(5_000, 0)).toBeNull();
    expect(estimatedMonths(5_000, -200)).toBeNull();
  });
});
